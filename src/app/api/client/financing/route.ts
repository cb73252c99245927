import { handleFinancingRequest } from '@/features/services/financing/server';

export function POST(request: Request) {
  return handleFinancingRequest(request);
}
