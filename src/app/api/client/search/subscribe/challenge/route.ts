import { handleBotCheckChallenge } from '@/features/saved-searches/server';

export function GET(request: Request) {
  return handleBotCheckChallenge(request);
}
