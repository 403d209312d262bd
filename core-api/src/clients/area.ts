import { Like } from 'typeorm';
import { z } from 'zod';
import { ClientCreate, ClientUpdate, errors, idOf, namesOf, workspaceParam, type Lang } from '@atrium/sdk/shared';
import type { AreaFactory, Core } from '../core.js';
import { newId } from '../db/ids.js';
import { User } from '../users/entity.js';
import { allFeatures, defaultInitialRights } from '../users/assignable.js';
import { inviteEmployee } from '../users/invite.js';
import { followAccess, followFeature } from '../realtime/access.js';
import { platformOf } from '../services/providers.js';
import { Client, type ClientRow } from './entity.js';

const ClientId = z.object({ id: idOf('Client') });

/** Every feature an installation knows: the core's own and one per plugin. */

export async function createClient(core: Core, input: z.output<typeof ClientCreate>): Promise<ClientRow> {
  const repo = core.ds.getRepository(Client);
  if (await repo.exist({ where: { workspace: input.workspace } }))
    throw errors.conflict('workspace already exists', 'clients.workspaceTaken');
  const features = input.features ?? allFeatures(core).map((feature) => ({ feature, active: true }));
  const now = new Date();
  const row: ClientRow = {
    id: newId(),
    workspace: input.workspace,
    name: input.name,
    vendor: input.vendor ?? null,
    lang: input.lang ?? 'ru',
    start_page: input.start_page ?? 'company',
    status: input.status ?? 'active',
    features,
    settings: input.settings ?? {},
    design: input.design ?? {},
    city: input.city ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    director: input.director ?? null,
    messengerChannel: input.messengerChannel ?? null,
    storageTotalGb: input.storageTotalGb ?? 10,
    notes: input.notes ?? null,
    initialRights: defaultInitialRights(core),
    createdAt: now,
    updatedAt: now,
  };
  await repo.insert(row as never);
  for (const p of core.plugins)
    if (p.onClientEnable && features.some((f) => f.feature === p.code && f.active))
      await p.onClientEnable(Object.assign(core.serviceContext(row.id, { pluginCode: p.code }), { clientId: row.id }));
  return row;
}

export const clientsArea: AreaFactory = (core) => {
  const repo = core.ds.getRepository(Client);
  const stat = async (id: string) => ({
    users: await core.ds.getRepository(User).count({ where: { clientId: id, deletion_mark: false } }),
    deleted: await core.ds.getRepository(User).count({ where: { clientId: id, deletion_mark: true } }),
  });
  return {
    core: true,
    code: 'clients',
    routes: (r) => {
      r.get(
        '/clients',
        {
          auth: 'superadmin',
          query: z.object({
            search: z.string().max(100).optional(),
            page: z.coerce.number().int().min(1).default(1),
            limit: z.coerce.number().int().min(1).max(200).default(25),
          }),
          summary: 'All client companies, paged',
        },
        async (ctx) => {
          const where = ctx.query.search ? [{ name: Like(`%${ctx.query.search}%`) }, { workspace: Like(`%${ctx.query.search}%`) }] : {};
          const [result, total] = await repo.findAndCount({
            where,
            order: { name: 'ASC' },
            skip: (ctx.query.page - 1) * ctx.query.limit,
            take: ctx.query.limit,
          });
          return { result, page: ctx.query.page, limit: ctx.query.limit, total };
        },
      );

      r.get('/clients/features/all', { auth: 'superadmin', summary: 'Every feature code of the installation' }, () => allFeatures(core));

      r.get(
        '/clients/by_ws/:ws',
        { auth: 'public', params: z.object({ ws: workspaceParam() }), summary: 'Public face of a workspace: name, vendor, design' },
        async (ctx) => {
          const c = await repo.findOneBy({ workspace: ctx.params.ws });
          if (!c) throw errors.notFound();
          return { _id: c.id, workspace: c.workspace, name: c.name, vendor: c.vendor, lang: c.lang, design: c.design, status: c.status };
        },
      );

      r.get('/clients/stat/:id', { auth: 'admin', params: ClientId, summary: 'Employee counts of a client' }, async (ctx) =>
        stat(ctx.me.client!.id),
      );

      r.get('/clients/:id', { auth: 'admin', params: ClientId, summary: 'One client (an admin reads only its own)' }, async (ctx) => ({
        ...(await repo.findOneByOrFail({ id: ctx.me.client!.id })),
        stat: await stat(ctx.me.client!.id),
      }));

      r.post(
        '/clients',
        { auth: 'superadmin', body: ClientCreate, summary: 'Create a client company, inviting its first administrator by e-mail' },
        async (ctx) => {
          const { admin, ...fields } = ctx.body;
          const client = await createClient(core, fields);
          if (admin) await inviteEmployee(core, client.id, { ...admin, roles: ['admin'], lang: client.lang as Lang }, client.name);
          return client;
        },
      );

      r.put(
        '/clients/:id',
        { auth: 'superadmin', params: ClientId, body: ClientUpdate, summary: 'Edit a client; block or unblock it' },
        async (ctx) => {
          const current = await repo.findOneByOrFail({ id: ctx.me.client!.id });
          if (
            ctx.body.workspace &&
            ctx.body.workspace !== current.workspace &&
            (await repo.exist({ where: { workspace: ctx.body.workspace } }))
          ) {
            throw errors.conflict('workspace already exists', 'clients.workspaceTaken');
          }
          await repo.update({ id: current.id }, { ...ctx.body, updatedAt: new Date() } as never);
          // A blocked company or a feature switched off: open tabs leave the rooms they may no longer hear.
          if (ctx.body.status === 'blocked' || ctx.body.features) await followAccess(core, platformOf(core).hub, current.id, null);
          await ctx.journal('clients', 'client.update', { fields: Object.keys(ctx.body) });
          return repo.findOneByOrFail({ id: current.id });
        },
      );

      r.put(
        '/clients/features/switch/:clientId/:code',
        {
          auth: 'superadmin',
          params: z.object({ clientId: idOf('Client'), code: z.string().min(1).max(64).meta(namesOf('feature')) }),
          body: z.object({ active: z.boolean().optional() }).strict(),
          summary: 'Switch a feature on or off for a client',
        },
        async (ctx) => {
          if (!allFeatures(core).includes(ctx.params.code)) throw errors.notFound('Unknown feature', 'clients.unknownFeature');
          const client = await repo.findOneByOrFail({ id: ctx.me.client!.id });
          const was = client.features.find((f) => f.feature === ctx.params.code)?.active ?? false;
          const active = ctx.body.active ?? !was;
          const features = [...client.features.filter((f) => f.feature !== ctx.params.code), { feature: ctx.params.code, active }];
          await repo.update({ id: client.id }, { features, updatedAt: new Date() });
          if (!active) await followFeature(core, platformOf(core).hub, client.id, ctx.params.code);
          const plugin = core.plugins.find((p) => p.code === ctx.params.code);
          if (plugin && was !== active) {
            const hook = active ? plugin.onClientEnable : plugin.onClientDisable;
            if (hook) await hook(Object.assign(core.serviceContext(client.id, { pluginCode: plugin.code }), { clientId: client.id }));
          }
          await ctx.journal('clients', active ? 'feature.on' : 'feature.off', { feature: ctx.params.code });
          return features;
        },
      );
    },
  };
};
