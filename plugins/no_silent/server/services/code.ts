import crypto from 'node:crypto';

// Crockford's base32 without look-alikes: a code read from paper is typed back right.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The code an anonymous reporter keeps: 20 random characters (100 bits), shown once in groups of four.
 * So many bits make guessing hopeless, so one unsalted SHA-256 is enough to store it: the hash is looked up.
 */
export function newCode(): string {
  const bytes = crypto.randomBytes(20);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** The stored form of a code as typed (the schema already dropped dashes, spaces and case). */
export const hashCode = (code: string) => crypto.createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
