import 'server-only';
import pino from 'pino';
import { env } from './config/env';
import { logContext } from './telemetry/api';

/** One structured logger for the server; JSON lines that any log shipper reads. */
export const log = pino({ level: env().LOG_LEVEL, base: { service: 'marketplace' }, mixin: logContext });
