import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { CORRELATION_ATTRIBUTE } from './correlation';
import { telemetryState } from './state';

/**
 * What app code calls. Each helper first checks that the SDK was started; without an endpoint
 * that check is all that runs, so the calls can stay in place everywhere.
 */
export const TRACER_NAME = 'marketplace';

export type DependencyKind = 'db' | 'smtp' | 'http';

export function telemetryActive(): boolean {
  return telemetryState() !== undefined;
}

/** Runs an outgoing call (a query, a mail, a request) in a client span and times it. */
export async function withDependency<T>(kind: DependencyKind, operation: string, attributes: Attributes, run: () => Promise<T>): Promise<T> {
  const state = telemetryState();
  if (!state) return run();
  const tracer = trace.getTracer(TRACER_NAME);
  return tracer.startActiveSpan(`${kind} ${operation}`, { kind: SpanKind.CLIENT, attributes: { 'dependency.type': kind, ...attributes } }, async (span) => {
    const started = performance.now();
    let outcome = 'ok';
    try {
      return await run();
    } catch (error) {
      outcome = 'error';
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
      state.instruments.dependencyDuration.record(performance.now() - started, { 'dependency.type': kind, outcome });
    }
  });
}

/** Puts the visitor's correlation id on this request's whole trace (root, current and later spans). */
export function tagCorrelationId(correlationId: string): void {
  const state = telemetryState();
  if (!state) return;
  const active = trace.getActiveSpan();
  if (!active) return;
  active.setAttribute(CORRELATION_ATTRIBUTE, correlationId);
  const root = state.roots.get(active.spanContext().traceId);
  if (root) {
    root.correlationId = correlationId;
    root.span.setAttribute(CORRELATION_ATTRIBUTE, correlationId);
  }
}

/** Fields for each log line, so logs and traces join on trace id and correlation id. */
export function logContext(): Record<string, string> {
  const state = telemetryState();
  if (!state) return {};
  const active = trace.getActiveSpan();
  if (!active) return {};
  const { traceId, spanId } = active.spanContext();
  const correlationId = state.roots.get(traceId)?.correlationId;
  return correlationId ? { trace_id: traceId, span_id: spanId, correlation_id: correlationId } : { trace_id: traceId, span_id: spanId };
}

export interface ServerErrorInfo {
  path: string;
  method: string;
  routePath?: string;
  routeType?: string;
}

/** Product §8 "the exception is reported": on the request's span, and counted per route. */
export function recordServerError(error: unknown, info: ServerErrorInfo): void {
  const state = telemetryState();
  if (!state) return;
  const exception = error instanceof Error ? error : new Error(String(error));
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  const attributes: Attributes = { 'http.request.method': info.method, 'url.path': info.path, 'http.route': info.routePath ?? 'unknown', 'next.route_type': info.routeType ?? 'unknown' };
  if (digest) attributes['exception.digest'] = digest;
  const active = trace.getActiveSpan();
  // Outside a span (an error after the response began) the exception gets a span of its own.
  const span = active ?? trace.getTracer(TRACER_NAME).startSpan('server exception', { attributes });
  span.recordException(exception);
  span.setStatus({ code: SpanStatusCode.ERROR, message: exception.message });
  if (!active) span.end();
  state.instruments.serverExceptions.add(1, { 'http.route': info.routePath ?? 'unknown', 'next.route_type': info.routeType ?? 'unknown' });
}
