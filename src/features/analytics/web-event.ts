/**
 * Web events of product §7: JSON to /api/client/web-event/{event}, sent about a second after the
 * user's action and retried up to three more times; a failure is only logged (product §8).
 */
export const WEB_EVENTS = [
  'favorite-added',
  'favorite-phone-dialer-displayed',
  'favorite-phone-number-displayed',
  'search-result-phone-dialer-displayed',
  'search-result-phone-number-displayed',
  'vehicle-details-phone-dialer-displayed',
  'vehicle-details-phone-number-displayed',
  'shared-on-facebook',
  'shared-on-twitter',
  'shared-via-email',
  'shared-via-whats-app',
  'findie-link-clicked',
] as const;

export type WebEventName = (typeof WEB_EVENTS)[number];

export function isWebEventName(value: string): value is WebEventName {
  return (WEB_EVENTS as readonly string[]).includes(value);
}

export const WEB_EVENT_DELAY_MS = 1000;
export const WEB_EVENT_RETRIES = 3;

/**
 * The vehicle the event is about, and custom fields. Only the events of VEHICLE_FREE_EVENTS may
 * leave the vehicle out (a partner link on a page about no vehicle); they name their target instead.
 */
export interface WebEventPayload {
  vehicleId?: number;
  [field: string]: string | number | boolean | undefined;
}

/**
 * Events that may be about no vehicle (issue 17): the `findie-link-clicked` of a finance or
 * insurance partner's link, stored with vehicle id 0 and the field named here (the partner) required.
 */
export const VEHICLE_FREE_EVENTS: Partial<Record<WebEventName, string>> = { 'findie-link-clicked': 'partner' };

export interface WebEventDeps {
  fetch: (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  logError: (message: string, fields: Record<string, unknown>) => void;
  delayMs?: number;
  retries?: number;
}

function browserDeps(): WebEventDeps {
  return {
    fetch: (url, init) => fetch(url, init),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    logError: (message, fields) => console.error(JSON.stringify({ level: 'error', source: 'soft-lead', msg: message, ...fields })),
  };
}

/** Fire and forget; the promise settles when the event was delivered or given up (for tests). */
export function sendWebEvent(event: WebEventName, payload: WebEventPayload, deps: WebEventDeps = browserDeps()): Promise<boolean> {
  const delay = deps.delayMs ?? WEB_EVENT_DELAY_MS;
  const retries = deps.retries ?? WEB_EVENT_RETRIES;
  const wait = () => new Promise<void>((resolve) => void deps.setTimeout(resolve, delay));
  return (async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      await wait();
      try {
        const response = await deps.fetch(`/api/client/web-event/${event}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          keepalive: true,
        });
        if (response.ok) return true;
        lastError = `status ${response.status}`;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
      }
    }
    deps.logError('web event failed', { event, vehicleId: payload.vehicleId, error: lastError, attempts: retries + 1 });
    return false;
  })();
}
