import { rdwFuelRows, rdwVehicleRows, type RdwFuelRow, type RdwVehicleRow } from './rdw-rows';

/**
 * The RDW open-data API (Socrata): a plate's vehicle row and fuel rows, asked in parallel. Every
 * way it can fail (too slow, an error status, an answer that is not the JSON we know) comes back
 * as a reason, never as a thrown error: the caller tells the visitor the registry is unreachable.
 */
export const RDW_VEHICLES_DATASET = 'm9d7-ebf2';
export const RDW_FUELS_DATASET = '8ys7-d773';

export interface RdwClientOptions {
  baseUrl: string;
  appToken?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type RdwAnswer = { ok: true; vehicles: RdwVehicleRow[]; fuels: RdwFuelRow[] } | { ok: false; reason: string };

class RdwFailure extends Error {}

function datasetUrl(baseUrl: string, dataset: string, plate: string): string {
  const url = new URL(`resource/${dataset}.json`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('kenteken', plate);
  return url.toString();
}

async function readDataset<T>(options: RdwClientOptions, dataset: string, plate: string, signal: AbortSignal, parse: (body: unknown) => T): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.appToken) headers['X-App-Token'] = options.appToken;
  const response = await (options.fetch ?? fetch)(datasetUrl(options.baseUrl, dataset, plate), { headers, signal });
  if (!response.ok) {
    await response.body?.cancel();
    throw new RdwFailure(`${dataset}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RdwFailure(`${dataset}: no JSON`);
  }
  try {
    return parse(body);
  } catch {
    throw new RdwFailure(`${dataset}: unexpected JSON`);
  }
}

export async function askRdw(options: RdwClientOptions, plate: string): Promise<RdwAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RdwFailure(`timeout after ${options.timeoutMs} ms`)), options.timeoutMs);
  try {
    const [vehicles, fuels] = await Promise.all([
      readDataset(options, RDW_VEHICLES_DATASET, plate, controller.signal, (body) => rdwVehicleRows.parse(body)),
      readDataset(options, RDW_FUELS_DATASET, plate, controller.signal, (body) => rdwFuelRows.parse(body)),
    ]);
    return { ok: true, vehicles, fuels };
  } catch (error) {
    // One request failing makes the other pointless: stop it too.
    if (!controller.signal.aborted) controller.abort();
    const reason = controller.signal.reason instanceof RdwFailure ? controller.signal.reason : error;
    if (reason instanceof RdwFailure) return { ok: false, reason: reason.message };
    return { ok: false, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
