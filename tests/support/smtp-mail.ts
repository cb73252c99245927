import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { StoredMail } from '../../src/lib/mail/types';
import { E2E_DATA_DIR } from '../e2e/e2e-env';

/** A mail as the suite's SMTP server keeps it (tests/e2e/smtp-mailbox.ts), with its headers. */
export type ReceivedMail = StoredMail & { headers: Record<string, string> };

const MAILBOX = path.join(E2E_DATA_DIR, 'mailbox');

/** The newest mail to `to` whose subject matches, waiting up to `timeout` ms for it to arrive over SMTP. */
export async function mailTo(to: string, subject: RegExp, timeout = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect(async () => {
    const names = (await readdir(MAILBOX)).filter((name) => name.endsWith('.json')).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(MAILBOX, name), 'utf8')) as ReceivedMail;
      if (mail.to === to && subject.test(mail.subject)) {
        found = mail;
        return;
      }
    }
    throw new Error(`no mail to ${to} matching ${subject}`);
  }).toPass({ timeout });
  if (!found) throw new Error('unreachable');
  return found;
}
