import { handleLeadRequest } from '@/features/dealer-contact/server';
import { detailPath } from '@/features/search/service/list-item';

export function POST(request: Request) {
  return handleLeadRequest(request, (listing) => detailPath(listing.mobilityType, listing.title, listing.code));
}
