import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { secret } from '@/lib/security/secrets.server';
import { decodeFlash, type FormFlash } from './form-flash';

/**
 * The flash cookie sealed (issue 49, item 14): after a refused request it holds what the visitor
 * typed — name, e-mail address, phone — to fill the form again, and a cookie in the clear is read by
 * whatever sees the browser's cookies or a proxy's logs. AES-256-GCM under a key derived from a
 * server secret: unreadable, and a cookie that was changed or written by hand opens to nothing.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What a browser keeps of one cookie with its name and attributes, with room to spare. */
const MAX_SEALED = 3500;

/** The secret the flash is sealed with: the mail links' key, under a key of its own (HKDF below). */
export const flashSecret = () => secret('MAIL_LINK_KEY');

function keyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'form-flash', 'viaBOVAG form flash v1', 32));
}

function seal(text: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The cookie value; past the size a browser keeps, without the values (the errors still show). */
export function sealFlash(flash: FormFlash, serverSecret: string): string {
  const key = keyFrom(serverSecret);
  const full = seal(JSON.stringify(flash), key);
  return full.length <= MAX_SEALED ? full : seal(JSON.stringify({ ...flash, values: {} }), key);
}

/** The flash in the cookie when it opens with the key and is the one the URL names; null otherwise. */
export function openFlash(cookie: string | undefined, id: string | undefined, serverSecret: string): FormFlash | null {
  if (!cookie || !id) return null;
  try {
    const bytes = Buffer.from(cookie, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    return decodeFlash(Buffer.from(text, 'utf8').toString('base64url'), id);
  } catch {
    return null;
  }
}
