import { z } from 'zod';
import { idOf, workspaceParam } from '@atrium/sdk/shared';
import { reply, type RouteBuilder } from '@atrium/sdk/server';
import type { AreaFactory, Core } from '../core.js';
import { newId } from '../db/ids.js';
import { publicUser } from '../users/public.js';
import { seal } from '../users/sealed.js';
import { SsoProvider, type SsoKind, type SsoProviderRow } from './entities.js';
import { SsoLoginBody, SsoProviderCreate, SsoProviderUpdate } from './schemas.js';
import { finishSignIn, redirectUri, startSignIn } from './sign-in.js';

const ClientId = z.object({ id: idOf('Client') });
const ProviderId = ClientId.extend({ provider: idOf('SsoProvider') });

const SEED = {
  kind: 'oidc',
  name: 'Company directory',
  issuer: 'https://login.example.test',
  oidcClientId: 'atrium',
  claim: 'email',
  allowCreate: false,
} as const;

/** A provider as any call answers it: the secret is never sent back, only whether one is kept. */
const shown = ({ secretSealed, ...p }: SsoProviderRow) => ({ ...p, hasSecret: !!secretSealed });

/** The client edit screen's providers: the superadmin's, like the rest of that screen. */
function providerRoutes(r: RouteBuilder, core: Core) {
  r.get(
    '/clients/:id/sso',
    {
      auth: 'superadmin',
      params: ClientId,
      summary: "The client's sign-in providers (no secrets) and the redirect URI to register with them",
    },
    async (ctx) => ({
      providers: (await ctx.db.repo(SsoProvider).find({ order: { name: 'ASC' } })).map(shown),
      redirectUri: redirectUri(core),
    }),
  );

  r.post(
    '/clients/:id/sso',
    {
      auth: 'superadmin',
      params: ClientId,
      body: SsoProviderCreate,
      example: { ...SEED, secret: 'example-secret' },
      summary: 'Connect an OpenID Connect provider; its secret is kept sealed',
    },
    async (ctx) => {
      const { secret, ...fields } = ctx.body;
      const row = (await ctx.db
        .repo(SsoProvider)
        .insert({ id: newId(), ...fields, secretSealed: seal(core.config, secret) })) as SsoProviderRow;
      await ctx.journal('clients', 'sso.create', { providerId: row.id });
      return shown(row);
    },
  );

  r.put(
    '/clients/:id/sso/:provider',
    { auth: 'superadmin', params: ProviderId, body: SsoProviderUpdate, summary: 'Edit a provider; a secret left out is kept' },
    async (ctx) => {
      const { secret, ...fields } = ctx.body;
      const repo = ctx.db.repo(SsoProvider);
      await repo.update({ id: ctx.params.provider }, {
        ...fields,
        ...(secret ? { secretSealed: seal(core.config, secret) } : {}),
      } as never);
      await ctx.journal('clients', 'sso.update', { providerId: ctx.params.provider, fields: Object.keys(ctx.body) });
      return shown((await repo.get(ctx.params.provider)) as SsoProviderRow);
    },
  );

  r.delete('/clients/:id/sso/:provider', { auth: 'superadmin', params: ProviderId, summary: 'Disconnect a provider' }, async (ctx) => {
    await ctx.db.repo(SsoProvider).delete({ id: ctx.params.provider });
    await ctx.journal('clients', 'sso.delete', { providerId: ctx.params.provider });
    return { ok: true };
  });
}

/** Single sign-on with OpenID Connect providers (docs/operations.md, Single sign-on). */
export const ssoArea: AreaFactory = (core) => {
  const finish = (kind: SsoKind) => async (ctx: { body: z.output<typeof SsoLoginBody> }) => {
    const { user, session, vendor } = await finishSignIn(core, kind, ctx.body);
    return reply(
      { token: session.token, result: publicUser(user, { hr: true }), expires: session.expires },
      { headers: { 'x-vendor': vendor } },
    );
  };
  return {
    core: true,
    code: 'sso',
    entities: [SsoProvider],
    // A provider in each seeded client, so the isolation suite tries every route with another client's id.
    seed: async (ctx) => {
      await ctx.db.repo(SsoProvider).insert({ ...SEED, secretSealed: seal(core.config, 'seeded-secret') });
    },
    routes: (r) => {
      r.get(
        '/sso/:client/providers',
        { auth: 'public', params: z.object({ client: workspaceParam() }), summary: "The sign-in page's buttons: a workspace's providers" },
        async (ctx) => {
          const rows = await core.ds
            .getRepository(SsoProvider)
            .createQueryBuilder('p')
            .innerJoin('client', 'c', 'c.id = p.clientId')
            .where('c.workspace = :ws', { ws: ctx.params.client })
            .select(['p.id', 'p.name', 'p.kind'])
            .orderBy('p.name', 'ASC')
            .getMany();
          return rows.map(({ id, name, kind }) => ({ id, name, kind }));
        },
      );

      r.get(
        '/sso/:client/:provider/start',
        {
          auth: 'public',
          params: z.object({ client: workspaceParam(), provider: idOf('SsoProvider') }),
          summary: "Sends the browser to the provider's sign-in (302), which returns to /authorize",
        },
        async (ctx) => {
          const location = await startSignIn(core, ctx.params.client, ctx.params.provider);
          return reply('', { status: 302, headers: { location, 'cache-control': 'no-store' } });
        },
      );

      r.post(
        '/outlook/login',
        {
          auth: 'public',
          body: SsoLoginBody,
          summary: 'Finish a sign-in with Microsoft (Outlook): the code and state /authorize received',
        },
        finish('outlook'),
      );
      r.post(
        '/sso/login',
        {
          auth: 'public',
          body: SsoLoginBody,
          summary: 'Finish a sign-in with an OpenID Connect provider: the code and state /authorize received',
        },
        finish('oidc'),
      );

      providerRoutes(r, core);
    },
  };
};
