/**
 * The key to an address's manage page, with no account: "<address id>.<signature>", the signature
 * an HMAC of the id and the address under MAIL_LINK_KEY. It needs no table, and it stops working
 * when the address is deleted and made again (the id changes) or the key is replaced.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22,64})$/;

function signature(key: string, addressId: number, email: string): string {
  return createHmac('sha256', key).update(`manage:${addressId}:${email}`).digest('base64url').slice(0, 32);
}

export function manageToken(key: string, addressId: number, email: string): string {
  return `${addressId}.${signature(key, addressId, email)}`;
}

/** The address id a token names, when well-formed; the caller then checks it with `isManageToken`. */
export function tokenAddressId(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

export function isManageToken(key: string, token: string, addressId: number, email: string): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(manageToken(key, addressId, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
