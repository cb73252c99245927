import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logContext, recordServerError, tagCorrelationId, withDependency } from '@/lib/telemetry/api';
import { CORRELATION_ATTRIBUTE } from '@/lib/telemetry/correlation';
import { registerTelemetry, stopTelemetry } from '@/lib/telemetry/register';

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}
interface OtlpSpan {
  name: string;
  traceId: string;
  attributes: OtlpAttribute[];
  events?: { name: string }[];
}
interface Received {
  path: string;
  body: unknown;
}

/** A tiny OTLP/HTTP receiver: keeps every JSON body the exporters post. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

function spansOf(received: Received[]): OtlpSpan[] {
  type Body = { resourceSpans?: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
  return received.filter((r) => r.path === '/v1/traces').flatMap((r) => ((r.body as Body).resourceSpans ?? []).flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)));
}

function metricNames(received: Received[]): string[] {
  type Body = { resourceMetrics?: { scopeMetrics: { metrics: { name: string }[] }[] }[] };
  return received
    .filter((r) => r.path === '/v1/metrics')
    .flatMap((r) => ((r.body as Body).resourceMetrics ?? []).flatMap((rm) => rm.scopeMetrics.flatMap((sm) => sm.metrics.map((m) => m.name))));
}

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('telemetry exported over OTLP/HTTP', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await stopTelemetry();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('sends spans with the correlation id, dependency calls, exceptions and metrics to the endpoint', async () => {
    const handle = await registerTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'marketplace-test', APP_ENV: 'integration-test' });
    expect(handle).not.toBeNull();

    // Shaped like a Next.js request: a root span, the proxy tagging the visitor, then work inside it.
    const tracer = trace.getTracer('next.js');
    let fields: Record<string, string> = {};
    await tracer.startActiveSpan('GET /auto', { attributes: { 'next.span_type': 'BaseServer.handleRequest', 'http.method': 'GET', 'next.route': '/auto', 'http.status_code': 200 } }, async (root) => {
      tagCorrelationId('0f6c1c0e-7d2b-4c43-9a55-3d1b2f6e9a10');
      await withDependency('db', 'SELECT', { 'db.system.name': 'pglite' }, async () => 'rows');
      await expect(withDependency('smtp', 'send', {}, async () => Promise.reject(new Error('smtp down')))).rejects.toThrow('smtp down');
      recordServerError(new Error('render crashed'), { path: '/auto', method: 'GET', routePath: '/auto', routeType: 'render' });
      fields = logContext();
      root.end();
    });
    await handle?.flush();

    const spans = spansOf(receiver.received);
    const root = spans.find((span) => span.name === 'GET /auto');
    const query = spans.find((span) => span.name === 'db SELECT');
    const mail = spans.find((span) => span.name === 'smtp send');
    expect(root && attribute(root, CORRELATION_ATTRIBUTE)).toBe('0f6c1c0e-7d2b-4c43-9a55-3d1b2f6e9a10');
    expect(query && attribute(query, CORRELATION_ATTRIBUTE)).toBe('0f6c1c0e-7d2b-4c43-9a55-3d1b2f6e9a10');
    expect(query?.traceId).toBe(root?.traceId);
    expect(mail?.events?.map((event) => event.name)).toContain('exception');
    expect(root?.events?.map((event) => event.name)).toContain('exception');
    expect(fields).toMatchObject({ trace_id: root?.traceId, correlation_id: '0f6c1c0e-7d2b-4c43-9a55-3d1b2f6e9a10' });

    expect(metricNames(receiver.received)).toEqual(expect.arrayContaining(['app.page_views', 'http.server.request.duration', 'app.dependency.duration', 'app.server.exceptions']));
    const resource = JSON.stringify(receiver.received[0]?.body);
    expect(resource).toContain('marketplace-test');
  });
});
