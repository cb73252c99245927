/**
 * V8 flags for the app server (decision 042). Rendering a page or answering a search allocates many
 * short-lived objects; with V8's default young generation they fill it many times a request and the
 * scavenges showed in every tail. A larger semi-space collects them less often: the suggestion call
 * over HTTP went from 6.2–6.5 to 3.7–4.6 ms at the median (bench:http, 200,000 listings).
 */
const DEFAULTS = ['--max-semi-space-size=32'];

/** The flags the front door starts the app server with: ours first, and none the operator already set. */
export function appExecArgv(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  const name = (flag: string) => flag.split('=')[0]?.replaceAll('_', '-');
  const unset = DEFAULTS.filter((flag) => !given.some((other) => name(other) === name(flag)));
  return [...unset, ...execArgv];
}
