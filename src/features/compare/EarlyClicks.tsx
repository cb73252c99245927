import 'server-only';
import { headers } from 'next/headers';
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script';

/**
 * The recorder of taps on the cards' heart and compare buttons before they hydrate. Render it once
 * per page, before the cards. Without a nonce (a response the proxy skipped) the policy would
 * refuse it, so it is left out.
 */
export async function EarlyClicks() {
  const nonce = (await headers()).get('x-nonce');
  if (!nonce) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
