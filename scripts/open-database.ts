import path from 'node:path';
import { connect, type Database } from '../src/db/connect';
import { DataFolderInUseError } from '../src/db/data-folder-lock';
import type { Env } from '../src/lib/config/env';

/**
 * The database of DATABASE_URL, or of the PGlite folder under DATA_DIR, for a command-line script.
 * A PGlite folder another process holds (the running server) stops the script with one line that
 * says which process and what to do, instead of a stack trace (issue 49, item 9).
 */
export async function openDatabaseOrExit(env: Env, options: { migrate?: boolean } = {}): Promise<Database> {
  try {
    return await connect({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite'), migrate: options.migrate });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(`› ${error.message}`);
    process.exit(1);
  }
}
