import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailAttachment, StoredMail } from './types';

/**
 * The development mailbox: without SMTP_URL every mail is written as one JSON file under
 * DATA_DIR/mailbox, so it survives restarts and any process on the machine (the e2e suite, a
 * second server) sees the same mail. Shown at /dev/mailbox outside production. Attachments are
 * files in a folder named after the mail, listed in its JSON by name, type and size.
 */
export const MAILBOX_LIMIT = 200;

/** A stored attachment's file name: the mail's own name without folders or odd characters. */
export function attachmentFileName(name: string, index: number): string {
  const safe = (name.split(/[\\/]/).pop() ?? '').replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
  return `${index + 1}-${safe || 'bijlage'}`;
}

export async function storeInMailbox(dir: string, mail: StoredMail, attachments: MailAttachment[] = []): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (attachments.length > 0) {
    const folder = path.join(dir, mail.id);
    await mkdir(folder, { recursive: true });
    await Promise.all(attachments.map((attachment, index) => writeFile(path.join(folder, attachmentFileName(attachment.filename, index)), attachment.content)));
    mail = { ...mail, attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length })) };
  }
  // The JSON last: a reader that sees the mail finds its attachments.
  await writeFile(path.join(dir, `${mail.id}.json`), JSON.stringify(mail, null, 2), 'utf8');
}

function isStoredMail(value: unknown): value is StoredMail {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Record<string, unknown>;
  const attachments = mail.attachments;
  const attachmentsOk =
    attachments === undefined ||
    (Array.isArray(attachments) &&
      attachments.every((item: unknown) => {
        const attachment = item as Record<string, unknown> | null;
        return typeof attachment === 'object' && attachment !== null && typeof attachment.filename === 'string' && typeof attachment.contentType === 'string' && typeof attachment.size === 'number';
      }));
  return attachmentsOk && ['id', 'from', 'to', 'subject', 'text', 'html', 'sentAt'].every((key) => typeof mail[key] === 'string');
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
