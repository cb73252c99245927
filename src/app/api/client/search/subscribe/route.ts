import { handleSubscribe } from '@/features/saved-searches/server';

export function POST(request: Request) {
  return handleSubscribe(request);
}
