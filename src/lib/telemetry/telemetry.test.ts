import { metrics, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieNames } from '../config/site';
import { logContext, tagCorrelationId, telemetryActive, withDependency } from './api';
import { telemetryConfig } from './config';
import { correlationCookieName, isValidCorrelationId, newCorrelationId } from './correlation';
import { sqlOperation, traceQueries } from './db';

const sdkLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sdk', () => {
  sdkLoaded.count += 1;
  return { startTelemetry: () => ({ flush: async () => undefined, shutdown: async () => undefined }) };
});

describe('telemetryConfig', () => {
  it('is off without an endpoint', () => {
    expect(telemetryConfig({})).toBeNull();
    expect(telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeNull();
  });

  it('puts the OTLP/HTTP signal paths under the endpoint', () => {
    expect(telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/', APP_ENV: 'qa1', OTEL_METRIC_EXPORT_INTERVAL: '5000' })).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      metricsUrl: 'http://collector:4318/v1/metrics',
      serviceName: 'marketplace',
      environment: 'qa1',
      metricIntervalMs: 5000,
    });
    expect(telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_SERVICE_NAME: 'web', OTEL_METRIC_EXPORT_INTERVAL: '5' })).toMatchObject({
      serviceName: 'web',
      metricIntervalMs: 60_000,
    });
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  afterEach(() => vi.resetModules());

  it('starts nothing: the SDK module is not loaded and no global provider is set', async () => {
    const { registerTelemetry } = await import('./register');
    expect(await registerTelemetry({ APP_ENV: 'production' })).toBeNull();
    expect(sdkLoaded.count).toBe(0);
    expect(telemetryActive()).toBe(false);
    expect(trace.getTracer('x').startSpan('probe').isRecording()).toBe(false);
    expect(metrics.getMeterProvider().constructor.name).toBe('NoopMeterProvider');
  });

  it('loads the SDK once an endpoint is given (the check above can fail)', async () => {
    const { registerTelemetry } = await import('./register');
    expect(await registerTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1' })).not.toBeNull();
    expect(sdkLoaded.count).toBe(1);
  });

  it('leaves the helpers as plain pass-throughs', async () => {
    expect(await withDependency('db', 'SELECT', {}, async () => 42)).toBe(42);
    await expect(withDependency('smtp', 'send', {}, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    tagCorrelationId('abcdef12-3456');
    expect(logContext()).toEqual({});
    const client = { query: async () => 'rows' };
    const original = client.query;
    expect(traceQueries(client, 'pglite').query).toBe(original);
  });
});

describe('correlation id', () => {
  it('spells the cookie as the site config does', () => {
    for (const product of ['viaBOVAG', 'Mijn Occasions!']) expect(correlationCookieName(product)).toBe(cookieNames(product).correlationId);
  });

  it('accepts what it makes and refuses anything odd', () => {
    expect(isValidCorrelationId(newCorrelationId())).toBe(true);
    expect(isValidCorrelationId('short')).toBe(false);
    expect(isValidCorrelationId('a'.repeat(65))).toBe(false);
    expect(isValidCorrelationId('abc def 123')).toBe(false);
    expect(isValidCorrelationId('<script>alert(1)</script>')).toBe(false);
    expect(isValidCorrelationId(undefined)).toBe(false);
  });
});

describe('sqlOperation', () => {
  it('names a query by its verb only', () => {
    expect(sqlOperation(['  select * from listings where id = $1', [1]])).toBe('SELECT');
    expect(sqlOperation([{ text: 'insert into leads values ($1)', values: [] }])).toBe('INSERT');
    expect(sqlOperation([42])).toBe('QUERY');
  });
});
