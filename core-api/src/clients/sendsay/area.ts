import { MoreThan } from 'typeorm';
import { z } from 'zod';
import {
  errors,
  ExecSendsayBody,
  idOf,
  SENDSAY_DEFAULT_URL,
  SendsaySettingsBody,
  type SendsayExportResult,
  type SendsaySettingsView,
} from '@atrium/sdk/shared';
import type { AreaFactory, Core } from '../../core.js';
import { createClientDb } from '../../db/client-db.js';
import { writeJournal } from '../../journal/area.js';
import { seal, unseal } from '../../users/sealed.js';
import { User } from '../../users/entity.js';
import { Client } from '../entity.js';
import { SendsayAccount, type SendsayAccountRow } from './entity.js';
import { importMembers, mailingExportFailed } from './adapter.js';

const ClientId = z.object({ id: idOf('Client') });

/** The settings as any call answers them: the key is never sent back, only whether one is kept. */
const shown = (row: SendsayAccountRow | null): SendsaySettingsView | null =>
  row && { login: row.login, listId: row.listId, baseUrl: row.baseUrl, hasKey: !!row.apiKeySealed };

/**
 * The client's active employees with an e-mail go to its Sendsay list, a batch per request, each batch read from
 * the database as it is sent: a company of any size is never held whole.
 */
async function exportEmployees(core: Core, clientId: string, row: SendsayAccountRow): Promise<SendsayExportResult> {
  let apiKey: string;
  try {
    apiKey = unseal(core.config, row.apiKeySealed);
  } catch {
    // Sealed by another installation (the client came in an archive): the key must be entered again here.
    throw mailingExportFailed('the API key cannot be read on this installation; enter it again');
  }
  const target = { baseUrl: row.baseUrl, login: row.login, apiKey, listId: row.listId };
  const users = core.ds.getRepository(User);
  const out: SendsayExportResult = { exported: 0, batches: 0 };
  for (let after = ''; ;) {
    const batch = await users.find({
      where: { clientId, deletion_mark: false, blocked: false, id: MoreThan(after) },
      select: { id: true, email: true, firstName: true, lastName: true },
      order: { id: 'ASC' },
      take: core.config.sendsayBatch,
    });
    const members = batch.filter((u) => u.email);
    if (members.length) {
      await importMembers(target, members);
      out.exported += members.length;
      out.batches++;
    }
    if (batch.length < core.config.sendsayBatch) return out;
    after = batch.at(-1)!.id;
  }
}

/**
 * The mailing-service export (spec §7 Clients, `POST api/clients/exec_sendsay`): each client's Sendsay account is
 * set on its edit screen by the superadmin, like a messenger connection, its API key kept sealed.
 */
export const sendsayArea: AreaFactory = (core) => ({
  core: true,
  code: 'sendsay',
  routes: (r) => {
    r.get(
      '/clients/:id/sendsay',
      { auth: 'superadmin', params: ClientId, summary: "The client's Sendsay account (never its key); null when none is set" },
      async (ctx) => shown(await ctx.db.repo(SendsayAccount).findOne({})),
    );

    r.put(
      '/clients/:id/sendsay',
      {
        auth: 'superadmin',
        params: ClientId,
        body: SendsaySettingsBody,
        example: { login: 'acme', listId: 'pl12345', baseUrl: 'https://api.sendsay.ru/general/api/v100/json', apiKey: 'example-key' },
        summary: "Sets the client's Sendsay login, list, API address and key (a key left out is kept)",
      },
      async (ctx) => {
        const { apiKey, ...fields } = ctx.body;
        const repo = ctx.db.repo(SendsayAccount);
        const row = await repo.findOne({});
        if (!row && !apiKey)
          throw errors.badRequest('Enter the API key', 'clients.sendsayKeyRequired', [{ path: 'apiKey', message: 'Enter the API key' }]);
        const sealed = apiKey ? { apiKeySealed: seal(core.config, apiKey) } : {};
        if (row) await repo.update({ id: row.id }, { ...fields, ...sealed });
        else await repo.insert({ ...fields, baseUrl: fields.baseUrl ?? SENDSAY_DEFAULT_URL, apiKeySealed: sealed.apiKeySealed! });
        await ctx.journal('clients', 'sendsay.update', { fields: Object.keys(ctx.body) });
        return shown(await repo.findOne({}));
      },
    );

    r.post(
      '/clients/exec_sendsay',
      {
        auth: 'superadmin',
        body: ExecSendsayBody,
        summary: "Exports the client's active employees (name, e-mail) to its Sendsay list; 502 names Sendsay's refusal",
      },
      async (ctx) => {
        const clientId = ctx.body.client_id;
        if (!(await core.ds.getRepository(Client).exist({ where: { id: clientId } }))) throw errors.notFound();
        const db = createClientDb(core.ds, clientId);
        const row = await db.repo(SendsayAccount).findOne({});
        if (!row)
          throw errors.badRequest('Sendsay is not set up for this client', 'clients.sendsayNotSet', [
            { path: 'client_id', message: 'Sendsay is not set up for this client' },
          ]);
        const result = await exportEmployees(core, clientId, row);
        await writeJournal(db, ctx.me.user.id)('clients', 'sendsay.export', { ...result });
        return result;
      },
    );
  },
});
