import { handleManage } from '@/features/saved-searches/server';

export function POST(request: Request) {
  return handleManage(request);
}
