import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastLaneAnswer, FastLaneHandler } from '../../src/lib/fast-lane';
import { FILE_CSP } from '../../src/lib/security/front-door';
import { CORRELATION_HEADER, correlationOfCookieHeader } from '../../src/lib/telemetry/correlation';

export interface FastLaneContext {
  /** What every answer carries (src/lib/security/csp.ts). */
  headersForAll: Readonly<Record<string, string>>;
  correlationCookie: string;
  /** Cookies are Secure in production, as the proxy writes them. */
  secure: boolean;
  onError: (error: unknown) => void;
}

const FAILED: FastLaneAnswer = { status: 500, json: { status: 500, message: 'Internal Server Error' }, headers: { 'cache-control': 'no-store' } };

/** The query of a request target (`/path?query`), as `new URL(...).searchParams` reads it. */
function queryOf(target: string | undefined): URLSearchParams {
  const at = target?.indexOf('?') ?? -1;
  return new URLSearchParams(target && at >= 0 ? target.slice(at + 1) : '');
}

/**
 * Answers a request with a fast-lane handler (decision 043) as Next would with the route and the
 * proxy (src/proxy.ts) in front of it: the handler's status, headers and JSON, the headers every
 * answer carries, the correlation id and its cookie, and a CSP that lets a JSON answer opened on its
 * own run nothing. A handler that throws is answered 500 in the API's error shape.
 */
export async function answerFastLane(request: IncomingMessage, response: ServerResponse, handler: FastLaneHandler, context: FastLaneContext): Promise<void> {
  const correlation = correlationOfCookieHeader(request.headers.cookie, context.correlationCookie, context.secure);
  let answer: FastLaneAnswer;
  let body: Buffer;
  try {
    answer = await handler(queryOf(request.url));
    // As Response.json: a value JSON has no text for is an error, not an empty answer.
    const text = JSON.stringify(answer.json) as string | undefined;
    if (text === undefined) throw new TypeError('the answer has no JSON text');
    body = Buffer.from(text);
  } catch (error) {
    context.onError(error);
    answer = FAILED;
    body = Buffer.from(JSON.stringify(FAILED.json));
  }
  for (const [name, value] of Object.entries(context.headersForAll)) response.setHeader(name, value);
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader('content-type', 'application/json');
  if (correlation.setCookie) response.setHeader('set-cookie', [correlation.setCookie]);
  response.setHeader('Content-Security-Policy', FILE_CSP);
  response.setHeader(CORRELATION_HEADER, correlation.id);
  response.setHeader('content-length', body.length);
  response.writeHead(answer.status);
  response.end(request.method === 'HEAD' ? undefined : body);
}
