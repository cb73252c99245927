import { handleInsuranceRequest } from '@/features/services/insurance/server';

export function POST(request: Request) {
  return handleInsuranceRequest(request);
}
