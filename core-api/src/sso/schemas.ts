import { z } from 'zod';
import { SSO_KINDS } from './entities.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http on this machine's loopback (a test issuer, a provider behind a local proxy). */
export const isAllowedIssuer = (text: string) => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
};

const providerFields = {
  kind: z.enum(SSO_KINDS),
  name: z.string().trim().min(1, 'required field').max(100),
  issuer: z.string().trim().max(300).refine(isAllowedIssuer, 'issuer: an https address'),
  oidcClientId: z.string().trim().min(1, 'required field').max(300),
  secret: z.string().min(1, 'required field').max(2000),
  claim: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'forbidden symbols')
    .default('email'),
  allowCreate: z.boolean().default(false),
};

/** A provider as the client edit screen adds it; the secret is written once and never read back. */
export const SsoProviderCreate = z.object(providerFields).strict();
/** A provider's edit: a field left out stays, the secret too. */
export const SsoProviderUpdate = z
  .object({ ...providerFields, claim: providerFields.claim.unwrap(), allowCreate: providerFields.allowCreate.unwrap() })
  .partial()
  .strict();

/** What `/authorize` posts back from the provider's redirect; `iss` when the issuer sends it (RFC 9207). */
export const SsoLoginBody = z
  .object({
    code: z.string().min(1).max(4096),
    state: z.string().min(1).max(200),
    iss: z.string().max(300).optional(),
  })
  .strict();
