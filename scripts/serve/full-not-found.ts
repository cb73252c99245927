import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * A real 404 page in the server's HTML (issue 17, item 9). In Next 16 a page that calls notFound()
 * answers 404 with an empty body: the not-found UI travels only in the React payload, so crawlers
 * and visitors without JavaScript see a blank page (vercel/next.js #62228). The route Next builds
 * for not-found.tsx, `/_not-found`, renders it in full. So when a page answers 404 with HTML, the
 * empty document is dropped before a byte of it is sent, and the request is handled again as
 * `/_not-found`: same status, same shell, the message and the link home in the HTML.
 */
export const NOT_FOUND_ROUTE = '/_not-found';

/** Client navigations (rsc), files, the API and the not-found route itself keep Next's answer. */
export function wantsFullNotFound(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined) return false;
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  return !(path === NOT_FOUND_ROUTE || path.startsWith('/_next/') || path.startsWith('/api/') || path.startsWith('/media/'));
}

function isHtml404(response: ServerResponse): boolean {
  return response.statusCode === 404 && String(response.getHeader('content-type') ?? '').startsWith('text/html');
}

/** Applies writeHead's headers argument (an object or the raw [name, value, …] list) with setHeader. */
export function applyHeaders(response: ServerResponse, headers: unknown): void {
  if (!headers || typeof headers !== 'object') return;
  if (Array.isArray(headers)) {
    // writeHead's raw form: [name, value, name, value, …]
    for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1] as string);
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) response.setHeader(name, value);
}

/**
 * Hands the request to `handle` and, if its answer turns out to be an HTML 404, hands it again as
 * the not-found route. The answer is judged at the first thing that would send the headers
 * (writeHead, flushHeaders, write or end); until then nothing has left the process.
 */
export function handleWithFullNotFound(request: IncomingMessage, response: ServerResponse, handle: (request: IncomingMessage, response: ServerResponse) => unknown): void {
  if (!wantsFullNotFound(request)) {
    void handle(request, response);
    return;
  }
  const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
  const ownMethods = new Set(Object.keys(response).filter((key) => typeof (response as unknown as Record<string, unknown>)[key] === 'function'));
  let decided = false;
  let swallowing = false;
  const restore = () => Object.assign(response, original);
  /** Next's compression wraps write, end and on of the response: the second pass must start unwrapped. */
  const unwrap = () => {
    const fields = response as unknown as Record<string, unknown>;
    for (const key of Object.keys(response)) if (typeof fields[key] === 'function' && !ownMethods.has(key) && !(key in original)) delete fields[key];
    restore();
    for (const header of ['content-encoding', 'content-length', 'vary']) response.removeHeader(header);
    // Next adds its close listeners once per pass; the second pass would trip Node's leak warning.
    response.setMaxListeners(response.getMaxListeners() * 2);
  };
  const decide = (): boolean => {
    if (!decided) {
      decided = true;
      // A found page keeps the stand-ins as plain pass-throughs: compression has wrapped them by now,
      // and putting the originals back would cut its wrappers out of the chain.
      swallowing = isHtml404(response);
    }
    return swallowing;
  };
  // Each stand-in answers as the original would until the answer is known to be an empty 404.
  Object.assign(response, {
    writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      response.statusCode = status;
      applyHeaders(response, typeof rest[0] === 'string' ? rest[1] : rest[0]);
      if (decide()) return response;
      return original.writeHead.call(response, status);
    },
    flushHeaders(this: ServerResponse) {
      if (!decide()) original.flushHeaders.call(response);
    },
    write(this: ServerResponse, ...args: unknown[]) {
      if (decide()) {
        const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        if (done) queueMicrotask(done);
        return true;
      }
      return (original.write as (...a: unknown[]) => boolean).apply(response, args);
    },
    end(this: ServerResponse, ...args: unknown[]) {
      if (!decide()) return (original.end as (...a: unknown[]) => ServerResponse).apply(response, args);
      unwrap();
      request.url = NOT_FOUND_ROUTE;
      void handle(request, response);
      return response;
    },
  });
  void handle(request, response);
}
