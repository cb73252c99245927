/**
 * The first photo before the code (decision 054, issue 21). Next writes every script chunk of a
 * page as `<script src async>` (and the chunks its lazy parts need as `<link rel=preload as=script>`),
 * so on a phone's slow line the 120-170 KB of script download beside the first result's photo and
 * start hydrating the page while it is still to be painted. This rewrites a page's HTML as it
 * streams: each script tag becomes an inert `<script type="text/x-after-photo" data-src>`, each
 * preload an empty inert `<script type="text/x-after-photo" data-href>`, and a small script in the head
 * starts the held chunks and preloads the held links once the first photo (the page's
 * `fetchpriority=high` image) has been decoded and two frames have passed, or at once when there is
 * none; at the latest after AFTER_PHOTO_CAP_MS. Pure text in, text out: no HTTP here (./response.ts
 * does that).
 */

export const HELD_TYPE = 'text/x-after-photo';
/**
 * Set on the window once every held chunk has run (or failed): what the `load` event meant for the
 * chunks before they were held, for tools that wait for it (the end-to-end suite's `goto`).
 */
export const RAN_FLAG = '__heldChunksRan';
/** Hydration never waits longer than this for a photo (a stalled image, a tab opened in the background). */
export const AFTER_PHOTO_CAP_MS = 3000;

/**
 * The browser's half, as short as it can be read: it runs in the head of every page. rAF twice:
 * the first callback comes before the frame that paints the decoded photo, the second after it.
 * The held preloads are released with the chunks, not dropped: without them a lazy part's chunk (the
 * filter panel's) is only asked for when hydration reaches it, and React, suspended at the root
 * until it arrives, tried the page's hydration again at every turn, 20 to 50 times on `/auto`.
 */
export const AFTER_PHOTO_RUNNER = `(function(d){var done=0;function go(){if(done)return;done=1;var h=d.querySelectorAll('script[type="${HELD_TYPE}"][data-src]'),left=h.length;function one(){if(--left<1)self.${RAN_FLAG}=true}if(!left)one();for(var i=0;i<h.length;i++){var s=d.createElement('script');s.src=h[i].getAttribute('data-src');s.async=true;s.onload=s.onerror=one;d.head.appendChild(s)}var l=d.querySelectorAll('script[type="${HELD_TYPE}"][data-href]');for(i=0;i<l.length;i++){var u=l[i].getAttribute('data-href');if(d.querySelector('script[data-src="'+u+'"]'))continue;var k=d.createElement('link');k.rel='preload';k.as='script';k.href=u;d.head.appendChild(k)}}function painted(){if(d.visibilityState==='hidden')return go();requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}function ready(){var p=d.querySelector('img[fetchpriority="high"]');if(p&&p.decode)p.decode().then(painted,painted);else painted()}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready();setTimeout(go,${AFTER_PHOTO_CAP_MS})})(document)`;

const OPENING_TAG = /<(script|link)\b([^>]*)>/gi;
const CHUNK_PATH = /^\/_next\/static\/[^"?#]+\.js$/;
/** A tag cut at a chunk's end waits for the next chunk; beyond this it is not a tag of ours. */
const MAX_CARRY = 4096;

/** Each attribute's pattern, made once: a page has dozens of tags and every fresh render reads them. */
const ATTRIBUTE_PATTERNS = new Map<string, RegExp>();

function attribute(attributes: string, name: string): string | undefined {
  let pattern = ATTRIBUTE_PATTERNS.get(name);
  if (!pattern) ATTRIBUTE_PATTERNS.set(name, (pattern = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|/?$)`, 'i')));
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? '') : undefined;
}

/** One tag's new text, or undefined to keep it as it is. */
function rewriteTag(name: string, attributes: string, state: { runnerWritten: boolean }): string | undefined {
  if (name.toLowerCase() === 'link') {
    const href = attribute(attributes, 'href');
    const preloadsChunk = attribute(attributes, 'rel') === 'preload' && attribute(attributes, 'as') === 'script' && href !== undefined && CHUNK_PATH.test(href);
    // An empty inert script, not a link: a link must have an href.
    return preloadsChunk ? `<script type="${HELD_TYPE}" data-href="${href}"></script>` : undefined;
  }
  const src = attribute(attributes, 'src');
  const nonce = attribute(attributes, 'nonce');
  // Only what the browser would fetch at once and run whenever it arrives: a chunk with `async`, a
  // nonce the policy trusts, and nothing that would be lost in the copy (integrity, a type, noModule).
  if (src === undefined || !CHUNK_PATH.test(src) || attribute(attributes, 'async') === undefined || !nonce) return undefined;
  if (['integrity', 'type', 'nomodule', 'crossorigin'].some((other) => attribute(attributes, other) !== undefined)) return undefined;
  const held = `<script type="${HELD_TYPE}" data-src="${src}">`;
  if (state.runnerWritten) return held;
  state.runnerWritten = true;
  return `<script nonce="${nonce}">${AFTER_PHOTO_RUNNER}</script>${held}`;
}

function rewrite(text: string, state: { runnerWritten: boolean }): string {
  return text.replace(OPENING_TAG, (tag, name: string, attributes: string) => rewriteTag(name, attributes.replace(/\/$/, ''), state) ?? tag);
}

/**
 * A rewriter for one page: `push` each piece of the HTML as it comes, `end` once; the pieces given
 * back, joined, are the page rewritten whole, wherever the pieces were cut.
 */
export function createScriptHold(): { push(text: string): string; end(): string } {
  const state = { runnerWritten: false };
  let carry = '';
  return {
    push(text) {
      const buffer = carry + text;
      const lastOpen = buffer.lastIndexOf('<');
      const cut = lastOpen >= 0 && buffer.indexOf('>', lastOpen) < 0 && buffer.length - lastOpen <= MAX_CARRY ? lastOpen : buffer.length;
      carry = buffer.slice(cut);
      return rewrite(buffer.slice(0, cut), state);
    },
    end() {
      const rest = rewrite(carry, state);
      carry = '';
      return rest;
    },
  };
}
