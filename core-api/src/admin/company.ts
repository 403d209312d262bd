import { In } from 'typeorm';
import { z } from 'zod';
import { ClientSettingsUpdate, errors, idOf, type RouteBuilder } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client, type ClientRow } from '../clients/entity.js';
import { User } from '../users/entity.js';
import { allFeatures } from '../users/assignable.js';
import { knownCountry } from '../workdays/holidays.js';

/** Fields that live inside the client's `settings` object rather than in columns. */
const IN_SETTINGS = ['hideMoodMeter', 'country', 'receivers'] as const;

/**
 * A company admin's own settings (docs/core-screens.md, Decisions): language, start page, mood meter,
 * receivers of reports, ideas and vacancy responses, design and company data. The superadmin's client
 * edit (`PUT /api/clients/{id}`) stays the only way to change workspace, status, features or storage.
 */
export function companyRoutes(r: RouteBuilder, core: Core) {
  const repo = () => core.ds.getRepository(Client);

  r.put(
    '/clients/:id/company',
    {
      auth: 'admin',
      params: z.object({ id: idOf('Client') }),
      body: ClientSettingsUpdate,
      summary: 'An admin changes the settings and data of their own company',
    },
    async (ctx) => {
      const client = await repo().findOneByOrFail({ id: ctx.db.clientId });
      const b = ctx.body;
      const receivers = Object.values(b.receivers ?? {}).flat();
      if (receivers.length) {
        const unique = [...new Set(receivers)];
        const found = await core.ds.getRepository(User).count({ where: { id: In(unique), clientId: client.id, deletion_mark: false } });
        if (found !== unique.length) throw errors.notFound('User not found', 'users.notFound');
      }
      if (b.country && !knownCountry(b.country))
        throw errors.badRequest('unknown country', 'clients.unknownCountry', [{ path: 'country', message: 'unknown country' }]);
      const settings = { ...client.settings };
      for (const k of IN_SETTINGS)
        if (b[k] !== undefined) settings[k] = k === 'receivers' ? { ...((settings.receivers as object) ?? {}), ...b.receivers } : b[k];
      const patch: Partial<ClientRow> = { settings, updatedAt: new Date() };
      for (const k of ['lang', 'start_page', 'city', 'phone', 'address', 'director', 'messengerChannel'] as const)
        if (b[k] !== undefined) (patch as Record<string, unknown>)[k] = b[k];
      if (b.design) patch.design = { ...client.design, ...b.design };
      await repo().update({ id: client.id }, patch as never);
      await ctx.journal('clients', 'company.update', { fields: Object.keys(b) });
      return repo().findOneByOrFail({ id: client.id });
    },
  );

  r.put(
    '/application/createDefaultSections',
    {
      auth: 'admin',
      summary: "Creates the application's default sections (one per feature of the installation); existing ones keep their state",
    },
    async (ctx) => {
      const out = await createDefaultSections(core, ctx.db.clientId);
      await ctx.journal('clients', 'sections.create_default', { added: out.addedCodes });
      return { sections: out.sections, added: out.addedCodes.length };
    },
  );
}

/** One section per feature of the installation, active as the client's feature is; existing ones stay. */
export async function createDefaultSections(core: Core, clientId: string) {
  const repo = core.ds.getRepository(Client);
  const client = await repo.findOneByOrFail({ id: clientId });
  const current = Array.isArray(client.settings.sections) ? (client.settings.sections as { code: string; active: boolean }[]) : [];
  const known = new Set(current.map((s) => s.code));
  const added = allFeatures(core)
    .filter((code) => !known.has(code))
    .map((code) => ({ code, active: client.features.some((f) => f.feature === code && f.active) }));
  const sections = [...current, ...added];
  await repo.update({ id: client.id }, { settings: { ...client.settings, sections }, updatedAt: new Date() } as never);
  return { sections, addedCodes: added.map((s) => s.code) };
}
