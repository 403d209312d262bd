import { IsNull, MoreThan, type FindOptionsWhere } from 'typeorm';
import { z } from 'zod';
import { errors, ForgotPasswordBody, LoginBody, ResetPasswordBody, ResetPasswordHardBody } from '@atrium/sdk/shared';
import { reply } from '@atrium/sdk/server';
import type { AreaFactory, Core } from '../core.js';
import { newId } from '../db/ids.js';
import { User, type UserRow } from '../users/entity.js';
import { publicUser } from '../users/public.js';
import { Client } from '../clients/entity.js';
import { PasswordReset } from './entities.js';
import { admit } from './admit.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import { LoginLimiter, RestoreLimiter } from './rate-limit.js';
import { hashToken, newToken } from './tokens.js';
import { packedRules } from '../rights/ability.js';
import type { Mailer } from '../mail/mailer.js';
import type { Context } from 'koa';
import type { AuthState } from './resolve.js';
import { appSecret, clearedFileCookie, fileCookieFor } from '../files/access-cookie.js';

const RESET_TTL_MS = 60 * 60 * 1000;
/** At most one restore mail per account in this time. */
export const RESET_MAIL_INTERVAL_MS = 5 * 60 * 1000;

/** Accounts one login may name at most: the same login in more companies than this needs the workspace. */
const MAX_ACCOUNTS = 4;

/**
 * The accounts a typed login or e-mail may name: in the given workspace (and the superadmins, who have
 * none), else in any client. Logins and e-mails are stored lower-case (users/entity.ts): any case signs in.
 */
async function accountsOf(core: Core, key: string, workspace: string | undefined): Promise<UserRow[]> {
  const field = key.includes('@') ? { email: key } : { login: key };
  const where: FindOptionsWhere<UserRow>[] = [{ ...field }];
  if (workspace) {
    const client = await core.ds.getRepository(Client).findOne({ where: { workspace }, select: { id: true } });
    where.splice(0, 1, { ...field, clientId: IsNull() }, ...(client ? [{ ...field, clientId: client.id }] : []));
  }
  return core.ds.getRepository(User).find({ where, order: { createdAt: 'ASC' }, take: MAX_ACCOUNTS });
}

/**
 * Checks the credentials; unknown login and wrong password give one answer. The passwords of every
 * account the login names are checked at once (argon2 runs on the thread pool), so the time taken does
 * not tell how many companies have that login. Failures count against each such account (its id, so the
 * login and the e-mail share one counter; the typed text for an unknown one) and the address (rate-limit.ts).
 */
async function signIn(core: Core, limiter: LoginLimiter, body: z.output<typeof LoginBody>, ip: string) {
  const key = body.login.trim().toLowerCase();
  const candidates = await accountsOf(core, key, body.workspace || undefined);
  const accounts = candidates.length ? candidates.map((u) => u.id) : [`unknown:${key}`];
  for (const account of accounts) await limiter.checkAccount(account);
  const hashes = candidates.length ? candidates.map((u) => u.passwordHash) : [await dummyHash()];
  const checks = await Promise.all(hashes.map((hash) => verifyPassword(hash, body.password)));
  const matched = candidates.filter((_, i) => checks[i]);
  if (!matched.length) {
    for (const account of accounts) await limiter.fail(account, ip);
    throw errors.unauthorized('login or password incorrect', 'auth.wrongCredentials');
  }
  // Only someone holding the password of two accounts learns that both exist.
  if (matched.length > 1) throw errors.badRequest('enter the workspace of the account', 'auth.workspaceRequired');
  const admitted = await admit(core, matched[0]!);
  await limiter.succeed(admitted.user.id);
  return admitted;
}

export const authArea =
  (mailer: Mailer): AreaFactory =>
  (core) => {
    const limiter = new LoginLimiter();
    const secret = appSecret(core.config);
    const restoreLimiter = new RestoreLimiter();
    // Work left running after an answer; shutting down waits for it.
    const pending = new Set<Promise<void>>();
    core.onClose(async () => {
      await Promise.allSettled(pending);
    });
    const afterAnswer = (task: () => Promise<void>) => {
      const run = task()
        .catch((err: unknown) => core.log.error({ err }, 'password restore mail failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    };
    const mailing = new Set<string>();

    /**
     * Mails a new restore link, at most one per account every RESET_MAIL_INTERVAL_MS so that repeated
     * requests cannot flood a mailbox (the links table says when the last one went; `mailing` covers a
     * burst of requests on this node). A new link ends the ones sent before it.
     */
    const mailResetLink = async (user: UserRow) => {
      if (mailing.has(user.id)) return;
      mailing.add(user.id);
      try {
        const resets = core.ds.getRepository(PasswordReset);
        if (await resets.existsBy({ userId: user.id, createdAt: MoreThan(new Date(Date.now() - RESET_MAIL_INTERVAL_MS)) })) return;
        const token = newToken();
        await resets.update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
        await resets.insert({
          id: newId(),
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
          usedAt: null,
          createdAt: new Date(),
        });
        const link = `${core.config.publicUrl}/reset-password/${token}`;
        const client = user.clientId ? await core.ds.getRepository(Client).findOneBy({ id: user.clientId }) : null;
        const account = client ? `your account in ${client.name} (workspace ${client.workspace})` : 'your account';
        await mailer.send({
          clientId: user.clientId,
          to: user.email,
          subject: 'Password restore',
          text: `To set a new password for ${account} open ${link}\nThe link works once, for one hour.`,
        });
      } finally {
        mailing.delete(user.id);
      }
    };

    return {
      core: true,
      code: 'auth',
      routes: (r) => {
        r.get('/env', { auth: 'public', summary: 'Vendor variant of the installation' }, () => reply({ vendor: core.config.vendor }));

        r.post('/login', { auth: 'public', body: LoginBody, summary: 'Sign in with login or e-mail' }, async (ctx) => {
          const { user, session } = await signIn(core, limiter, ctx.body, ctx.ip);
          return reply({ token: session.token, _id: user.id, expires: session.expires });
        });

        r.post('/loginPage', { auth: 'public', body: LoginBody, summary: 'Sign in from the sign-in page' }, async (ctx) => {
          const { user, session, vendor } = await signIn(core, limiter, ctx.body, ctx.ip);
          return reply(
            { token: session.token, result: publicUser(user, { hr: true }), expires: session.expires },
            { headers: { 'x-vendor': vendor } },
          );
        });

        r.post('/logout', { auth: 'user', body: z.object({ user: z.string().max(64).optional() }).passthrough() }, async (ctx) => {
          await core.sessions.revoke((ctx.raw.koa as { state: { auth: { token: string } } }).state.auth.token);
          return reply({ result: { ok: true } }, { headers: { 'Set-Cookie': clearedFileCookie } });
        });

        r.get(
          '/session',
          { auth: 'user', summary: 'The session report: who is signed in, to which client, and the server time' },
          (ctx) => ({
            userId: ctx.me.user.id,
            clientId: ctx.me.client?.id ?? null,
            currentTime: new Date().toISOString(),
          }),
        );

        r.get('/me', { auth: 'user', summary: 'The signed-in user, client, features and packed rules' }, async (ctx) => {
          const user = await core.ds.getRepository(User).findOneByOrFail({ id: ctx.me.user.id });
          const client = ctx.me.client ? await core.ds.getRepository(Client).findOneBy({ id: ctx.me.client.id }) : null;
          const koa = ctx.raw.koa as Context;
          const result = {
            user: publicUser(user, { hr: true }),
            client,
            features: (client?.features ?? []).filter((f) => f.active).map((f) => f.feature),
            rights: ctx.me.isAdmin ? null : ctx.me.user.rights,
            rules: packedRules(ctx.me),
            isAdmin: ctx.me.isAdmin,
            isSuperadmin: ctx.me.isSuperadmin,
          };
          // The app loads `me` before it shows any picture, so this is where its file cookie starts.
          return reply({ result }, { headers: { 'Set-Cookie': fileCookieFor(secret, koa, (koa.state.auth as AuthState).token) } });
        });

        r.post('/forgot_password', { auth: 'public', body: ForgotPasswordBody, summary: 'Mail a single-use reset link' }, async (ctx) => {
          await restoreLimiter.count(ctx.ip);
          // The same answer at the same speed whether the address is known: the accounts are looked up and
          // mailed after the answer, so neither status nor timing tells who has one. One address may have an
          // account in several companies: each gets its own link, naming its workspace.
          const { email, workspace } = ctx.body;
          afterAnswer(async () => {
            for (const user of await accountsOf(core, email, workspace || undefined)) if (!user.deletion_mark) await mailResetLink(user);
          });
          return { sent: true };
        });

        r.post(
          '/reset_password/:token',
          // Any token text is looked up: a link cut short in a mail client is "invalid or expired", not a form error.
          { auth: 'public', params: z.object({ token: z.string().max(200) }), body: ResetPasswordBody },
          async (ctx) => {
            const resets = core.ds.getRepository(PasswordReset);
            const row = await resets.findOne({
              where: { tokenHash: hashToken(ctx.params.token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
            });
            if (!row) throw errors.badRequest('The restore link is invalid or has expired', 'auth.resetInvalid');
            const claimed = await resets.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
            if (!claimed.affected) throw errors.badRequest('The restore link is invalid or has expired', 'auth.resetInvalid');
            await setPassword(core, row.userId, ctx.body.password);
            return { ok: true };
          },
        );

        r.post(
          '/reset_password_hard',
          { auth: 'admin', body: ResetPasswordHardBody, summary: 'An admin sets an employee password' },
          async (ctx) => {
            const target = (await ctx.db.repo(User).get(ctx.body.user_id)) as UserRow;
            await setPassword(core, target.id, ctx.body.password);
            await ctx.journal('users', 'password.reset', { userId: target.id });
            return { ok: true };
          },
        );
      },
    };
  };

/** A new password ends every session of the user. */
export async function setPassword(core: Core, userId: string, password: string) {
  await core.ds.getRepository(User).update({ id: userId }, { passwordHash: await hashPassword(password), updatedAt: new Date() });
  await core.sessions.revokeUser(userId);
}
