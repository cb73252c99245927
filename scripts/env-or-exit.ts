import { parseEnv, type Env } from '../src/lib/config/env';

/**
 * The environment, checked once before anything starts: a wrong variable stops `npm start` with
 * one line per problem instead of a stack trace, and before the database or a port is touched.
 */
export function envOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^Invalid environment: /, '') : String(error);
    console.error('› De configuratie klopt niet, de server start niet:');
    for (const problem of message.split('; ')) console.error(`  - ${problem}`);
    console.error('  Zie de tabel "Configuration" in README.md.');
    process.exit(1);
  }
}
