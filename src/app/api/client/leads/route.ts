import { handleLeadRequest } from '@/features/dealer-contact/handlers.server';
import { detailPath } from '@/features/search/service/list-item';
import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';

const isMobilityType = (value: string): value is MobilityType => (MOBILITY_TYPES as readonly string[]).includes(value);

export function POST(request: Request) {
  return handleLeadRequest(request, (listing) => detailPath(isMobilityType(listing.mobilityType) ? listing.mobilityType : 'car', listing.title, listing.code));
}
