import type { IncomingHttpHeaders } from 'node:http';

/** Whether the client takes `coding` (gzip, br) by name and did not refuse it with q=0 (RFC 9110 §12.5.3). */
export function acceptsCoding(headers: IncomingHttpHeaders, coding: string): boolean {
  const header = headers['accept-encoding'];
  for (const entry of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...parameters] = entry.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  }
  return false;
}
