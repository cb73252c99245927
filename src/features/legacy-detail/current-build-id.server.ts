import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legacyBuildId } from './build-id';

let current: string | undefined;

/**
 * This server's legacy build id, from the BUILD_ID file Next writes into the build folder (the
 * folder next.config.ts names). Read once: a running server never changes build. `next dev` writes
 * none, and gets one fixed id.
 */
export function currentLegacyBuildId(): string {
  if (current === undefined) {
    let nextBuildId = '';
    try {
      nextBuildId = readFileSync(path.resolve(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8');
    } catch {
      // No build folder (next dev, tests): legacyBuildId falls back to its development id.
    }
    current = legacyBuildId(nextBuildId);
  }
  return current;
}
