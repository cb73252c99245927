import { SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { CORRELATION_ATTRIBUTE } from './correlation';
import type { TelemetryState } from './state';

/** A bound on in-flight roots, should a span never end (a hung request must not grow memory). */
const MAX_ROOTS = 10_000;

function durationMs(span: ReadableSpan): number {
  return span.duration[0] * 1000 + span.duration[1] / 1e6;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * Turns Next's own spans into the monitoring the spec asks for, without touching request code:
 * the root span `BaseServer.handleRequest` gives request durations and page views, Next's
 * `AppRender.fetch` spans give the outgoing HTTP calls. It also carries the correlation id from
 * a trace's root to every span started after it is known.
 */
export class RequestSpanProcessor implements SpanProcessor {
  constructor(private readonly state: TelemetryState) {}

  onStart(span: Span, parentContext: Context): void {
    const parent = trace.getSpan(parentContext);
    const { traceId } = span.spanContext();
    if (!parent || parent.spanContext().isRemote) {
      const roots = this.state.roots;
      if (roots.size >= MAX_ROOTS) {
        const oldest = roots.keys().next().value;
        if (oldest !== undefined) roots.delete(oldest);
      }
      roots.set(traceId, { span });
      return;
    }
    const correlationId = this.state.roots.get(traceId)?.correlationId;
    if (correlationId) span.setAttribute(CORRELATION_ATTRIBUTE, correlationId);
  }

  onEnd(span: ReadableSpan): void {
    const { traceId, spanId } = span.spanContext();
    const root = this.state.roots.get(traceId);
    if (root && root.span.spanContext().spanId === spanId) this.state.roots.delete(traceId);

    const type = span.attributes['next.span_type'];
    const { instruments } = this.state;
    if (type === 'BaseServer.handleRequest') {
      const method = text(span.attributes['http.method']) ?? 'GET';
      const route = text(span.attributes['next.route']) ?? text(span.attributes['http.route']) ?? 'unmatched';
      const status = text(span.attributes['http.status_code']) ?? '0';
      instruments.requestDuration.record(durationMs(span), { 'http.request.method': method, 'http.route': route, 'http.response.status_code': status });
      // A page view is a document request: not the API, not an RSC navigation payload.
      const rsc = span.attributes['next.rsc'] === true;
      if (method === 'GET' && !rsc && !route.startsWith('/api')) instruments.pageViews.add(1, { 'http.route': route, 'http.response.status_code': status });
    } else if (type === 'AppRender.fetch') {
      const status = Number(span.attributes['http.status_code'] ?? 0);
      const failed = span.status.code === SpanStatusCode.ERROR || status >= 500;
      instruments.dependencyDuration.record(durationMs(span), { 'dependency.type': 'http', outcome: failed ? 'error' : 'ok' });
    }
  }

  async forceFlush(): Promise<void> {}

  async shutdown(): Promise<void> {
    this.state.roots.clear();
  }
}
