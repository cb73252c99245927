import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TelemetryConfig } from './config';
import { RequestSpanProcessor } from './processor';
import { setTelemetryState, type TelemetryState } from './state';

export interface TelemetryHandle {
  /** Sends what is buffered now (tests, and before a planned stop). */
  flush(): Promise<void>;
  /** Flushes, stops the exporters and unregisters the global providers. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK: traces and metrics over OTLP/HTTP. Only loaded when an endpoint
 * is configured. Registering the tracer provider is what makes Next.js emit its built-in spans
 * (request, render, route handler, fetch).
 */
export function startTelemetry(config: TelemetryConfig): TelemetryHandle {
  const resource = resourceFromAttributes({ 'service.name': config.serviceName, 'deployment.environment.name': config.environment });

  const meterProvider = new MeterProvider({
    resource,
    readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter({ url: config.metricsUrl }), exportIntervalMillis: config.metricIntervalMs })],
  });
  metrics.setGlobalMeterProvider(meterProvider);
  const meter = meterProvider.getMeter('marketplace');
  const state: TelemetryState = {
    roots: new Map(),
    instruments: {
      pageViews: meter.createCounter('app.page_views', { description: 'Document requests for pages' }),
      requestDuration: meter.createHistogram('http.server.request.duration', { unit: 'ms', description: 'Server time per request' }),
      dependencyDuration: meter.createHistogram('app.dependency.duration', { unit: 'ms', description: 'Outgoing calls: database, SMTP, HTTP' }),
      serverExceptions: meter.createCounter('app.server.exceptions', { description: 'Errors Next.js reported from rendering, routes and actions' }),
    },
  };

  const tracerProvider = new NodeTracerProvider({
    resource,
    spanProcessors: [new RequestSpanProcessor(state), new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }))],
  });
  tracerProvider.register();
  setTelemetryState(state);

  return {
    async flush() {
      await tracerProvider.forceFlush();
      await meterProvider.forceFlush();
    },
    async shutdown() {
      setTelemetryState(undefined);
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
      trace.disable();
      metrics.disable();
      context.disable();
      propagation.disable();
    },
  };
}
