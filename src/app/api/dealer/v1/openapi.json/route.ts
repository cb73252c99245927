import { openApiDocument } from '@/features/dealer-feed/server';

// The document is made from the schemas at build time; it changes only with a deploy.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' } });
}
