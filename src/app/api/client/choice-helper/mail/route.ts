import { handleAdviceMail } from '@/features/choice-helpers/server';

export function POST(request: Request) {
  return handleAdviceMail(request);
}
