import type { NextRequest } from 'next/server';
import { removeFavouriteRoute } from '@/features/favourites/remove-route';

export function POST(request: NextRequest) {
  return removeFavouriteRoute(request);
}
