import crypto from 'node:crypto';

/** Opaque random tokens; only their SHA-256 is stored. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');
/**
 * Every request hashes its token. The one-shot `crypto.hash` makes no Hash object: a loop of createHash took
 * 1.8 µs a hash against 1.1, and each young-generation collection visits the native handles of those objects
 * (0.23 against 0.02 ms a collection; docs/benchmarks.md, "The feed per request").
 */
export const hashToken = (token: string) => crypto.hash('sha256', token, 'hex');
