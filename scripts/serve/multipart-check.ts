import { timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A POST of multipart/form-data to a page is read by Next as a form's server action sent without
 * JavaScript, and a body its parser cannot read (no boundary, garbage) ended in a 500 (issue 49,
 * found by the route fuzz, decision 060). The app server reads such a body whole, parses it with the
 * parser Next uses (undici's FormData), answers 400 when that fails, and otherwise hands the same
 * body to Next by asking its own socket, marked with the process's secret so it is not read twice.
 * Only page posts go this way: the API's handlers read their bodies themselves and answer 400.
 */
export const CHECKED_HEADER = 'x-multipart-checked';
/** What the page proxy buffers of a body anyway (src/proxy.ts); a no-JavaScript form's post is far less. */
export const MAX_CHECKED_BYTES = 10 * 1024 * 1024;
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'expect', CHECKED_HEADER]);

function isChecked(headers: IncomingHttpHeaders, secret: string): boolean {
  const value = headers[CHECKED_HEADER];
  return typeof value === 'string' && value.length === secret.length && timingSafeEqual(Buffer.from(value), Buffer.from(secret));
}

/** Whether this request is a page's multipart POST not yet checked. */
export function needsMultipartCheck(method: string | undefined, path: string, headers: IncomingHttpHeaders, secret: string): boolean {
  return method?.toUpperCase() === 'POST' && !path.startsWith('/api/') && /^multipart\/form-data\b/i.test(headers['content-type'] ?? '') && !isChecked(headers, secret);
}

async function readWhole(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_CHECKED_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function parses(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

function refuse(response: ServerResponse, headersForAll: Record<string, string>, status: 400 | 413, message: string): void {
  response.writeHead(status, { ...headersForAll, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  response.end(JSON.stringify({ status, message }));
}

/** Checks the body, then answers with what the app server answers for it over `socketPath`. */
export async function answerCheckedMultipart(request: IncomingMessage, response: ServerResponse, options: { socketPath: string; secret: string; headersForAll: Record<string, string> }): Promise<void> {
  let body: Buffer | null;
  try {
    body = await readWhole(request);
  } catch {
    if (!response.headersSent) refuse(response, options.headersForAll, 400, 'Bad Request');
    return;
  }
  if (!body) return refuse(response, options.headersForAll, 413, 'Payload Too Large');
  if (!(await parses(body, request.headers['content-type'] ?? ''))) return refuse(response, options.headersForAll, 400, 'Bad Request');
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
  headers['content-length'] = String(body.length);
  headers[CHECKED_HEADER] = options.secret;
  await new Promise<void>((resolve) => {
    const outgoing = http.request({ socketPath: options.socketPath, method: 'POST', path: request.url ?? '/', headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.on('end', resolve);
      answer.on('error', () => {
        response.destroy();
        resolve();
      });
    });
    outgoing.on('error', () => {
      if (!response.headersSent) refuse(response, options.headersForAll, 400, 'Bad Request');
      else response.destroy();
      resolve();
    });
    outgoing.end(body);
  });
}
