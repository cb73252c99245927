import { handleOfferRequest } from '@/features/sell-vehicle/server';

/** "Vraag een inruilvoorstel aan": the trade-in page's request to the nearest dealers. */
export function POST(request: Request) {
  return handleOfferRequest(request);
}
