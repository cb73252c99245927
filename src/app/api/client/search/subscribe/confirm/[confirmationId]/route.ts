import { handleConfirm } from '@/features/saved-searches/server';

export async function POST(request: Request, { params }: { params: Promise<{ confirmationId: string }> }) {
  return handleConfirm(request, (await params).confirmationId);
}
