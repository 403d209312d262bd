import { z } from 'zod';
import { idOf } from './ids.js';

/** Sendsay's documented JSON API; a client may name another (a proxy, or a loopback server in tests). */
export const SENDSAY_DEFAULT_URL = 'https://api.sendsay.ru/general/api/v100/json';

/**
 * `PUT api/clients/{id}/sendsay`: the client's Sendsay account (its login, the list employees go to) and API key.
 * A key or address left out is kept (a new account gets Sendsay's own address); the key is never sent back.
 */
export const SendsaySettingsBody = z
  .object({
    login: z.string().trim().min(1).max(100),
    listId: z.string().trim().min(1).max(100),
    baseUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
    apiKey: z.string().trim().min(1).max(500).optional(),
  })
  .strict();

/** The client's Sendsay settings as every call answers them: whether a key is kept, never the key. */
export interface SendsaySettingsView {
  login: string;
  listId: string;
  baseUrl: string;
  hasKey: boolean;
}

/** `POST api/clients/exec_sendsay`: the client whose active employees go to its Sendsay list. */
export const ExecSendsayBody = z.object({ client_id: idOf('Client') }).strict();

/** What an export to Sendsay did: employees sent, in how many requests. */
export interface SendsayExportResult {
  exported: number;
  batches: number;
}
