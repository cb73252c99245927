import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredMail } from './types';

/**
 * The development mailbox: without SMTP_URL every mail is written as one JSON file under
 * DATA_DIR/mailbox, so it survives restarts and any process on the machine (the e2e suite, a
 * second server) sees the same mail. Shown at /dev/mailbox outside production.
 */
export const MAILBOX_LIMIT = 200;

export async function storeInMailbox(dir: string, mail: StoredMail): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${mail.id}.json`), JSON.stringify(mail, null, 2), 'utf8');
}

function isStoredMail(value: unknown): value is StoredMail {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Record<string, unknown>;
  return ['id', 'from', 'to', 'subject', 'text', 'html', 'sentAt'].every((key) => typeof mail[key] === 'string');
}

/** Newest first. */
export async function readMailbox(dir: string, limit = MAILBOX_LIMIT): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  // Ids start with a sortable timestamp, so the names sort in sending order.
  const newest = names.sort().reverse().slice(0, limit);
  const mails = await Promise.all(
    newest.map(async (name) => {
      try {
        const value: unknown = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
        return isStoredMail(value) ? value : null;
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((mail): mail is StoredMail => mail !== null);
}

export function mailId(now: Date, random: () => number = Math.random): string {
  const stamp = now.toISOString().replace(/[-:.TZ]/g, '');
  return `${stamp}-${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
}
