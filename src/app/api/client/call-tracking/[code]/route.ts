import { handleTrackedNumber } from '@/features/dealer-contact/server';

export async function GET(_request: Request, { params }: RouteContext<'/api/client/call-tracking/[code]'>) {
  const { code } = await params;
  return handleTrackedNumber(code);
}
