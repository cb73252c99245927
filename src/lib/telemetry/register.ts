import { telemetryConfig, type TelemetrySource } from './config';
import type { TelemetryHandle } from './sdk';

let started: Promise<TelemetryHandle> | undefined;

/**
 * Called from src/instrumentation.ts. Without OTEL_EXPORTER_OTLP_ENDPOINT it returns at once and
 * the SDK's modules are never even loaded; the app's helpers then find no state and do nothing.
 */
export async function registerTelemetry(source: TelemetrySource = process.env): Promise<TelemetryHandle | null> {
  const config = telemetryConfig(source);
  if (!config) return null;
  // Dev reloads call register again; a second set of global providers would be refused anyway.
  started ??= import('./sdk').then(({ startTelemetry }) => startTelemetry(config));
  return started;
}

/** For tests: forget the started SDK so the next call starts a fresh one. */
export async function stopTelemetry(): Promise<void> {
  const handle = await started;
  started = undefined;
  await handle?.shutdown();
}
