import { dealerApi } from '@/features/dealer-feed/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const api = dealerApi();
export const GET = (request: Request) => api.leadReport(request);
