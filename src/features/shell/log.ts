/**
 * Structured log lines for the shell's error pages, readable by the same log pipeline as the
 * server's JSON logs. Works on the server and in the browser, so error boundaries can use it.
 */
type Level = 'info' | 'warn' | 'error';

export function logShellEvent(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), source: 'shell', msg: message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const digest = 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
    return { error: error.message, name: error.name, ...(digest ? { digest } : {}) };
  }
  return { error: String(error) };
}
