/**
 * When and where telemetry goes. Pure: the decision "is there an endpoint" is the whole
 * on/off switch, so without OTEL_EXPORTER_OTLP_ENDPOINT nothing else in this folder loads.
 */
export interface TelemetryConfig {
  tracesUrl: string;
  metricsUrl: string;
  serviceName: string;
  environment: string;
  /** How often metrics are pushed; OTel's own default of 60 s. */
  metricIntervalMs: number;
}

export interface TelemetrySource {
  [name: string]: string | undefined;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_SERVICE_NAME?: string;
  OTEL_METRIC_EXPORT_INTERVAL?: string;
  APP_ENV?: string;
}

/** OTLP/HTTP's signal paths go under the base endpoint, as the OTel spec's environment variable says. */
function signalUrl(endpoint: string, signal: 'traces' | 'metrics'): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/${signal}`;
}

export function telemetryConfig(source: TelemetrySource): TelemetryConfig | null {
  const endpoint = source.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  const interval = Number(source.OTEL_METRIC_EXPORT_INTERVAL);
  return {
    tracesUrl: signalUrl(endpoint, 'traces'),
    metricsUrl: signalUrl(endpoint, 'metrics'),
    serviceName: source.OTEL_SERVICE_NAME?.trim() || 'marketplace',
    environment: source.APP_ENV?.trim() || 'production',
    metricIntervalMs: Number.isFinite(interval) && interval >= 1000 ? interval : 60_000,
  };
}
