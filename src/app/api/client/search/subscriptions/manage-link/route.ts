import { handleManageLinkRequest } from '@/features/saved-searches/server';

export function POST(request: Request) {
  return handleManageLinkRequest(request);
}
