import { handleValuationRequest } from '@/features/trade-in/server';

export function POST(request: Request) {
  return handleValuationRequest(request);
}
