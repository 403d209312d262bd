import crypto from 'node:crypto';
import type { Config } from '../config.js';
import { appSecret } from '../files/access-cookie.js';

/**
 * Text kept in the database only while a job needs it (people with their passwords, waiting to be
 * registered): AES-256-GCM under a key derived from the installation's secret, so a copy of the database
 * alone reads nothing. Every node of the installation shares the secret and opens what another sealed.
 */
const keyOf = (config: Config) =>
  crypto
    .createHash('sha256')
    .update(`${appSecret(config)}:sealed`)
    .digest();

export function seal(config: Config, text: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(config), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unseal(config: Config, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(config), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
