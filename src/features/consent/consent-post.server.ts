import 'server-only';
import { publicConfig } from '@/lib/config/site';
import { siteUrlFor } from '@/lib/config/site-url.server';
import { consentCookie, expireCookies, trackingCookieNames } from './consent-cookie';
import { CONSENT_FIELDS, choiceFromForm, PREFERENCES_PATH, returnPath, SAVED_PATH } from './consent-form';

/** A form of two buttons and two boxes: anything longer is not ours. */
const MAX_FORM_BYTES = 4096;

/**
 * POST /cookie-voorkeuren/opslaan: stores the choice in the consent cookie, removes the tags'
 * cookies it no longer allows (as the page does with JavaScript), and answers 303 to the page the
 * visitor came from. A body that is not a small form gets the preferences page, choice unchanged.
 */
export async function handleConsentPost(request: Request): Promise<Response> {
  const text = await readSmallBody(request);
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (text === null) {
    headers.set('location', PREFERENCES_PATH);
    return new Response(null, { status: 303, headers });
  }
  const form = new URLSearchParams(text);
  const choice = choiceFromForm(form);
  const site = new URL(siteUrlFor(request.headers));
  headers.append('set-cookie', consentCookie(publicConfig().cookies.consent, choice, site.protocol === 'https:'));
  if (!choice.analytics || !choice.marketing) {
    for (const cookie of expireCookies(trackingCookieNames(request.headers.get('cookie') ?? ''), site.hostname)) headers.append('set-cookie', cookie);
  }
  headers.set('location', returnPath(form.get(CONSENT_FIELDS.back) ?? SAVED_PATH));
  return new Response(null, { status: 303, headers });
}

async function readSmallBody(request: Request): Promise<string | null> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) return null;
  const text = await request.text().catch(() => null);
  return text !== null && text.length <= MAX_FORM_BYTES ? text : null;
}
