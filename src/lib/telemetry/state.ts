import type { Counter, Histogram, Span } from '@opentelemetry/api';

/** The metrics this app records; created by the SDK once a meter provider exists. */
export interface Instruments {
  pageViews: Counter;
  requestDuration: Histogram;
  dependencyDuration: Histogram;
  serverExceptions: Counter;
}

export interface RootEntry {
  span: Span;
  correlationId?: string;
}

export interface TelemetryState {
  instruments: Instruments;
  /** In-flight root spans by trace id, so a correlation id learnt mid-request reaches the whole trace. */
  roots: Map<string, RootEntry>;
}

// On globalThis, not in module scope: Next bundles instrumentation, the proxy and the routes
// separately, and each bundle would otherwise see its own, empty copy.
const KEY = Symbol.for('marketplace.telemetry.v1');
type Holder = { [KEY]?: TelemetryState };

/** Undefined unless the SDK was started: every helper checks this first and does nothing else. */
export function telemetryState(): TelemetryState | undefined {
  return (globalThis as Holder)[KEY];
}

export function setTelemetryState(state: TelemetryState | undefined): void {
  if (state) (globalThis as Holder)[KEY] = state;
  else delete (globalThis as Holder)[KEY];
}
