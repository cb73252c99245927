import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastLaneHandler } from '../../src/lib/fast-lane';
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

/**
 * Answers a request with a fast-lane handler (decision 043) as Next would with the route and the
 * proxy (src/proxy.ts) in front of it: the handler's status, headers and body, the headers every
 * answer carries, the correlation id and its cookie, and a CSP that lets a JSON answer opened on its
 * own run nothing. A handler that throws is answered 500 in the API's error shape.
 */
export async function answerFastLane(request: IncomingMessage, response: ServerResponse, handler: FastLaneHandler, context: FastLaneContext): Promise<void> {
  const correlation = correlationOfCookieHeader(request.headers.cookie, context.correlationCookie, context.secure);
  let answer: Response;
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    }
    headers.set(CORRELATION_HEADER, correlation.id);
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    answer = await handler(new Request(url, { method: request.method, headers }));
  } catch (error) {
    context.onError(error);
    answer = Response.json({ status: 500, message: 'Internal Server Error' }, { status: 500, headers: { 'cache-control': 'no-store' } });
  }
  const body = request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer());
  for (const [name, value] of Object.entries(context.headersForAll)) response.setHeader(name, value);
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (correlation.setCookie) cookies.push(correlation.setCookie);
  if (cookies.length > 0) response.setHeader('set-cookie', cookies);
  response.setHeader('Content-Security-Policy', FILE_CSP);
  response.setHeader(CORRELATION_HEADER, correlation.id);
  if (body) response.setHeader('content-length', body.length);
  response.writeHead(answer.status);
  response.end(body);
}
