import crypto from 'node:crypto';

/** Opaque random tokens; only their SHA-256 is stored. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
