/**
 * The build id old clients read from the home page and put in the detail path (decision 036).
 * It follows Next's own build id (a new build, a new id, so a client holding the old one gets a 404
 * and reads the home page again, as it was written to), but never equals it: a data path carrying
 * Next's exact id is rewritten by Next itself before our rewrite could see it.
 */
export const LEGACY_BUILD_ID_PREFIX = 'vdp-';

export function legacyBuildId(nextBuildId: string): string {
  return `${LEGACY_BUILD_ID_PREFIX}${nextBuildId.trim() || 'development'}`;
}

/**
 * The JSON of the home page's build-id tag. The old client finds the id with /"buildId":"([^"]+)"/,
 * so the key and value are written exactly so: no spaces, and `<` escaped so the text can never end
 * its script element.
 */
export function buildIdTagJson(buildId: string): string {
  return JSON.stringify({ buildId }).replace(/</gu, '\\u003c');
}

/** The old client's own reading of a page (its extractBuildId), for tests and diagnostics. */
export function extractBuildId(html: string): string | null {
  return /"buildId":"([^"]+)"/u.exec(html)?.[1] ?? null;
}
