import 'server-only';
import pino from 'pino';
import { env } from './config/env';
import { logContext } from './telemetry/api';
import { requestIdLogField } from './telemetry/request-id';

/**
 * One structured logger for the server; JSON lines that any log shipper reads. Inside a request
 * every line carries its `request_id` (src/lib/telemetry/request-id.ts), and with telemetry on the
 * trace, span and correlation ids.
 */
export const log = pino({ level: env().LOG_LEVEL, base: { service: 'marketplace' }, mixin: () => ({ ...logContext(), ...requestIdLogField() }) });
