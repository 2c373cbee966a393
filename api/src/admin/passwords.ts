// Operators' passwords (docs/decisions/0080-operator-passwords.md): Argon2id at RFC 9106's second recommended
// setting, which is above OWASP's minimum (19 MiB, t=2); 12 to 128 characters; never one of the common passwords.
import { hash, verify, type Options } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Argon2id (the library's `Algorithm.Argon2id` is a const enum, which isolated modules cannot import), 64 MiB, 3 passes, 1 lane. */
export const PASSWORD_HASHING = {
  algorithm: 2 satisfies Options['algorithm'],
  memoryCost: 64 * 1024,
  timeCost: 3,
  parallelism: 1,
} as const satisfies Options;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The PHC prefix a hash made with today's parameters starts with; an older one is re-hashed at the next sign-in. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASHING.memoryCost},t=${PASSWORD_HASHING.timeCost},p=${PASSWORD_HASHING.parallelism}$`;

const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Characters as a person counts them (code points), so an emoji is one, not two. */
const lengthOf = (password: string) => [...password].length;

/** Why `password` cannot be used, in words for the person choosing it; null when it can. */
export function passwordProblem(password: string, email?: string): string | null {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'This password is on the list of common passwords. Choose another one.';
  if (new Set(password).size < 4) return 'The password repeats too few different characters. Choose another one.';
  const address = email?.toLowerCase() ?? '';
  const name = address.split('@')[0]!;
  if (name.length >= 4 && lengthOf(lower.replaceAll(address, '').replaceAll(name, '')) < 8)
    return 'The password must not be mostly your email address.';
  return null;
}

export const hashPassword = (password: string) => hash(password, PASSWORD_HASHING);

/** Verifies against a stored PHC string; false (never an error) for anything that is not one. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

/** Verified against when the email is unknown or has no password yet, so such a try costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hash('no operator has this password, it only spends time', PASSWORD_HASHING));
