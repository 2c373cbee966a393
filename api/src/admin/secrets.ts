// Random secrets and their stored form: the database keeps only a SHA-256, so a leaked row is no cookie or link.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: a session id, a CSRF token, a set-up token. */
export const randomSecret = () => randomBytes(32).toString('base64url');

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
