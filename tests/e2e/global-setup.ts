import path from 'node:path';
import { E2E_DATA_DIR, E2E_SMTP_PORT } from './e2e-env';
import { startSmtpMailbox } from './smtp-mailbox';

/** Starts the suite's SMTP server before the tests and stops it after them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startSmtpMailbox(E2E_SMTP_PORT, path.join(E2E_DATA_DIR, 'mailbox'));
}
