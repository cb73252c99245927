import { handleWebEvent } from '@/features/analytics/handlers.server';

export async function POST(request: Request, { params }: RouteContext<'/api/client/web-event/[event]'>) {
  const { event } = await params;
  return handleWebEvent(request, event);
}
