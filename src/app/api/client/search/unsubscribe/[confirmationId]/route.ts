import { handleUnsubscribe } from '@/features/saved-searches/server';

export async function POST(request: Request, { params }: { params: Promise<{ confirmationId: string }> }) {
  return handleUnsubscribe(request, (await params).confirmationId);
}
