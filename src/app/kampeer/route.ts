/** Product §2 names /kampeer as the camping home; it lives at /kamperen, so the old path redirects for good. */
export function GET(request: Request): Response {
  const { search } = new URL(request.url);
  return new Response(null, { status: 308, headers: { location: `/kamperen${search}` } });
}
