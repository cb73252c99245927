import { responseOf } from '@/lib/fast-lane';
import { suggestAnswer } from './suggest-answer';

/** The app server answers this call past Next (decision 043, src/instrumentation.ts); `next dev` and `next start` come here. */
export async function GET(request: Request) {
  return responseOf(await suggestAnswer(new URL(request.url).searchParams));
}
