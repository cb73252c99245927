import { handleOfferRequest } from '@/features/sell-vehicle/server';

export function POST(request: Request) {
  return handleOfferRequest(request);
}
