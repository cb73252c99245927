import 'server-only';
import { favouritesCookie, parseFavourites } from '@/lib/cookies/favourites';
import { favouritesCookieName } from './server';

/**
 * The no-JavaScript remove button: rewrite the cookie without the id and send the visitor back
 * to /favorieten (303, so a reload does not post again).
 */
export async function removeFavouriteRoute(request: Request & { cookies: { get(name: string): { value: string } | undefined } }): Promise<Response> {
  const name = favouritesCookieName();
  const form = await request.formData().catch(() => null);
  const raw = form?.get('id');
  const [id] = parseFavourites(typeof raw === 'string' ? raw : null);
  const headers = new Headers({ Location: '/favorieten', 'Cache-Control': 'no-store' });
  if (id !== undefined) {
    const current = parseFavourites(request.cookies.get(name)?.value);
    if (current.includes(id)) {
      const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
      headers.set('Set-Cookie', favouritesCookie(name, current.filter((other) => other !== id), { secure }));
    }
  }
  return new Response(null, { status: 303, headers });
}
