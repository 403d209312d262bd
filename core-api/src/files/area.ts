import path from 'node:path';
import type { Context } from 'koa';
import { In } from 'typeorm';
import { z } from 'zod';
import { errors, formatSize, idOf, wire } from '@atrium/sdk/shared';
import { reply, type Me, type RequestContext } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { Client } from '../clients/entity.js';
import { sessionHashResolver, type AuthState } from '../auth/resolve.js';
import { appSecret, FILE_COOKIE_SECONDS, fileCookieFor, readFileCookie } from './access-cookie.js';
import { createClientDb } from '../db/client-db.js';
import { platformOf } from '../services/providers.js';
import { FileEntity, type FileRow } from './entity.js';
import { discard, receiveUploads } from './upload.js';
import { checkQuota, removeFiles, storeFile, uploadResult, usedBytes } from './ingest.js';
import { isActiveContent, isInline } from './types.js';
import { FRAMING, GB } from './size.js';
import { referencedFiles } from './refs.js';
import { mayRead } from './owners.js';
import { requestedRange } from './range.js';

const FileParams = z.object({ id: idOf('File') });
/** A file named by id or by its URL (`/api/files/<id>`), as the UI keeps sources. */
const fileRef = z.string().min(1).max(1024);
const fileIdOf = (v: string) => v.match(/\/api\/files\/([A-Za-z0-9-]+)/)?.[1] ?? v;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const filesArea: AreaFactory = (core) => {
  const { store } = platformOf(core);
  const secret = appSecret(core.config);
  return {
    core: true,
    code: 'files',
    routes: (r) => {
      r.post(
        '/upload',
        {
          auth: 'user',
          multipart: true,
          query: z.object({ purpose: z.enum(['any', 'post', 'avatar', 'hr']).default('any') }),
          summary: 'Uploads files (multipart); the type comes from the content',
        },
        async (ctx) => {
          const purpose = ctx.query.purpose;
          // A body that cannot fit the quota is refused before it is read (multipart framing allowed for).
          const declared = Number(ctx.headers['content-length'] ?? 0);
          if (declared > FRAMING) await checkQuota(core, ctx.db.clientId, declared - FRAMING);
          const received = await receiveUploads(ctx.raw.koa as never, path.join(core.config.dataDir, 'tmp'), purpose);
          const stored: FileRow[] = [];
          try {
            for (const f of received)
              stored.push(
                await storeFile(core, store, ctx.db.clientId, {
                  source: { path: f.tmpPath },
                  size: f.size,
                  fileName: f.fileName,
                  purpose,
                  uploaderId: ctx.me.user.id,
                }),
              );
          } catch (err) {
            // All or nothing: a refused file takes the files stored before it in the same request with it.
            await removeFiles(core, store, ctx.db.clientId, stored);
            throw err;
          } finally {
            await discard(received);
          }
          return reply({ results: stored.map(uploadResult) });
        },
      );

      /**
       * The reader: the signed-in user, or for `<img src>` (which sends no header) the session the file
       * cookie names (403 when its company is blocked). Anyone else gets 401.
       */
      const resolveSession = sessionHashResolver(core);
      const reader = async (ctx: RequestContext<{ id: string }>): Promise<Me> => {
        if (ctx.me) return ctx.me;
        const named = readFileCookie(secret, (ctx.raw.koa as Context).get('cookie'));
        // The same checks as a request's bearer token: live session, active user, active company. A download is not activity.
        const me = named && (await resolveSession(named.tokenHash, named.wanted, false));
        if (me) return me;
        throw errors.unauthorized();
      };
      /** The client whose file is read: the reader's; the superadmin, who edits every client's design, reads any. */
      const clientOf = async (me: Me, fileId: string): Promise<string | null> =>
        me.client?.id ?? (me.isSuperadmin ? ((await core.ds.getRepository(FileEntity).findOneBy({ id: fileId }))?.clientId ?? null) : null);
      const download = (thumb: boolean) => async (ctx: RequestContext<{ id: string }>) => {
        const me = await reader(ctx);
        const clientId = await clientOf(me, ctx.params.id);
        const row = clientId ? await createClientDb(core.ds, clientId).repo(FileEntity).findOne({ id: ctx.params.id }) : null;
        const key = thumb ? row?.thumbKey : row?.key;
        if (!clientId || !row || !key) throw errors.notFound('The file was not found or was deleted', 'files.notFound');
        if (!(await mayRead(core, clientId, row, me))) throw errors.forbidden('You may not open this file', 'files.noAccess');
        // A video seeks by asking for a slice; thumbnails are small and always whole.
        const range = thumb ? null : requestedRange(ctx.headers.range as string | undefined, row.size);
        if (range === 'unsatisfiable') return reply('', { status: 416, headers: { 'Content-Range': `bytes */${row.size}` } });
        let body;
        try {
          body = await store.get(key, range ?? undefined);
        } catch {
          throw errors.notFound('The file was not found or was deleted', 'files.notFound');
        }
        const mimetype = thumb ? 'image/webp' : row.mimetype;
        // HTML, SVG and scripts are never rendered from our origin: they are downloads of an opaque type.
        const active = isActiveContent(mimetype);
        return reply(body, {
          status: range ? 206 : 200,
          headers: {
            'Content-Type': active ? 'application/octet-stream' : mimetype,
            'Content-Disposition': disposition(
              !active && isInline(mimetype) ? 'inline' : 'attachment',
              thumb ? `${row.fileName}.webp` : row.fileName,
            ),
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'; sandbox",
            'Cache-Control': 'private, max-age=3600',
            ...(thumb ? {} : { 'Accept-Ranges': 'bytes', 'Content-Length': String(row.size) }),
            ...(range && {
              'Content-Range': `bytes ${range.start}-${range.end}/${row.size}`,
              'Content-Length': String(range.end - range.start + 1),
            }),
          },
        });
      };
      // Public at the router: the handler itself demands a session (the header, or the file cookie for <img src>).
      r.get(
        '/files/:id',
        // Any type: the file's own, or an opaque download for content never rendered from our origin.
        { auth: 'public', params: FileParams, answer: wire.file('*/*'), summary: 'Downloads a file of the client' },
        download(false),
      );
      r.get(
        '/files/:id/thumb',
        { auth: 'public', params: FileParams, answer: wire.file('image/webp'), summary: 'The thumbnail of an image' },
        download(true),
      );
      r.post(
        '/files/access',
        {
          auth: 'user',
          body: z.object({}).strict(),
          summary:
            'Renews the short-lived cookie that lets images and links load files of this session (the app calls it every 10 minutes)',
        },
        (ctx) => {
          const koa = ctx.raw.koa as Context;
          return reply(
            { result: { seconds: FILE_COOKIE_SECONDS } },
            { headers: { 'Set-Cookie': fileCookieFor(secret, koa, (koa.state.auth as AuthState).token) } },
          );
        },
      );

      r.delete(
        '/user/:id/file/:fileId',
        { auth: 'user', params: z.object({ id: idOf('User'), fileId: idOf('File') }), summary: "Deletes one of a user's files" },
        async (ctx) => {
          if (ctx.me.user.id !== ctx.params.id && !ctx.me.isAdmin) throw errors.forbidden();
          const row = await ctx.db.repo(FileEntity).findOne([
            { id: ctx.params.fileId, uploaderId: ctx.params.id },
            { id: ctx.params.fileId, ownerType: 'user', ownerRef: ctx.params.id },
          ]);
          if (!row) throw errors.notFound('The file was not found or was deleted', 'files.notFound');
          await removeFiles(core, store, ctx.db.clientId, [row]);
          return { deleted: true };
        },
      );

      r.get(
        '/clients/:id/filestat',
        { auth: 'admin', params: z.object({ id: idOf('Client') }), summary: 'Storage used by the client, by purpose' },
        async (ctx) => {
          const client = await core.ds.getRepository(Client).findOneByOrFail({ id: ctx.db.clientId });
          const used = await usedBytes(core, ctx.db.clientId);
          const byPurpose = await ctx.db
            .repo(FileEntity)
            .qb('f')
            .select('f.purpose', 'purpose')
            .addSelect('COUNT(*)', 'count')
            .addSelect('COALESCE(SUM(f.size), 0)', 'size')
            .groupBy('f.purpose')
            .getRawMany<{ purpose: string; count: string; size: string }>();
          const total = client.storageTotalGb * GB;
          return {
            count: byPurpose.reduce((n, p) => n + Number(p.count), 0),
            size: used,
            sizeText: formatSize(used),
            totalGb: client.storageTotalGb,
            total,
            available: Math.max(0, total - used),
            availableText: formatSize(Math.max(0, total - used)),
            byPurpose: byPurpose.map((p) => ({ purpose: p.purpose, count: Number(p.count), size: Number(p.size) })),
          };
        },
      );

      r.get(
        '/clients/hangedFilesByClient/:id',
        { auth: 'admin', params: z.object({ id: idOf('Client') }), summary: 'Files no record refers to' },
        async (ctx) => {
          const candidates = await ctx.db.repo(FileEntity).find({ where: { refCount: 0 }, order: { createdAt: 'ASC' }, take: 5000 });
          const used = await referencedFiles(
            core,
            ctx.db.clientId,
            candidates.map((f) => f.id),
          );
          return candidates.filter((f) => !used.has(f.id)).map((f) => ({ ...f, url: `/api/files/${f.id}` }));
        },
      );

      r.post(
        '/del_file',
        { auth: 'admin', body: z.object({ file: fileRef }).strict(), summary: 'Deletes one file of the client' },
        async (ctx) => {
          const row = await ctx.db.repo(FileEntity).findOne({ id: fileIdOf(ctx.body.file) });
          if (!row) throw errors.notFound('The file was not found or was deleted', 'files.notFound');
          await removeFiles(core, store, ctx.db.clientId, [row]);
          await ctx.journal('files', 'file.delete', { fileId: row.id, fileName: row.fileName });
          return { deleted: 1 };
        },
      );

      r.post(
        '/del_minio_files',
        {
          auth: 'admin',
          body: z.object({ files: z.array(fileRef).min(1).max(5000) }).strict(),
          summary: 'Deletes files of the client from the storage and the database',
        },
        async (ctx) => {
          const rows = await ctx.db.repo(FileEntity).find({ where: { id: In(ctx.body.files.map(fileIdOf)) } });
          const deleted = await removeFiles(core, store, ctx.db.clientId, rows);
          await ctx.journal('files', 'files.delete', { count: deleted });
          return { deleted };
        },
      );
    },
  };
};
