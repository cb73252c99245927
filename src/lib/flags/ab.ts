/**
 * A/B flags (product §6): a header whose name starts with `x-ab-test-` and whose value is `true`,
 * in any case, switches the flag named by the rest of the header name on. Anything else is off.
 * The experiment tool at the edge decides the variant; see docs/decisions/013-flags-and-monitoring.md.
 */
export const AB_HEADER_PREFIX = 'x-ab-test-';

/** The A/B flags the product reads; an unknown flag from the edge is carried along but unused. */
export const AB_FLAGS = {
  /** Product §6: show the logo's icon next to the name on phones. */
  mobileLogoIcon: 'mobile-logo-icon',
} as const;
export type AbFlagName = (typeof AB_FLAGS)[keyof typeof AB_FLAGS];

/** The names of the flags that are on, lowercase and sorted: small enough to hand to the browser. */
export type AbFlags = readonly string[];

type HeaderSource = Iterable<[string, string]>;

/** Flag names are lowercase letters, digits and dashes; a header carrying anything else is ignored. */
const FLAG_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function parseAbFlags(headers: HeaderSource): AbFlags {
  const on = new Set<string>();
  for (const [rawName, value] of headers) {
    const name = rawName.toLowerCase();
    if (!name.startsWith(AB_HEADER_PREFIX)) continue;
    const flag = name.slice(AB_HEADER_PREFIX.length);
    if (FLAG_NAME.test(flag) && value.trim().toLowerCase() === 'true') on.add(flag);
  }
  return [...on].sort();
}

export function isAbFlagOn(flags: AbFlags, name: AbFlagName): boolean {
  return flags.includes(name);
}

/**
 * The proxy's normalisation: every incoming `x-ab-test-*` header is dropped and the flags that
 * are on come back as `x-ab-test-{name}: true`, so the app and the response see one spelling.
 */
export function normaliseAbHeaders(headers: Headers): AbFlags {
  const flags = parseAbFlags(headers.entries());
  const names = [...headers.keys()].filter((name) => name.toLowerCase().startsWith(AB_HEADER_PREFIX));
  for (const name of names) headers.delete(name);
  for (const flag of flags) headers.set(`${AB_HEADER_PREFIX}${flag}`, 'true');
  return flags;
}
