import type { UserContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { ATTACHMENT_MAX_BYTES, type AttachmentRef } from '../../shared/index.js';
import type { Attachment } from '../entities/index.js';

/**
 * Turns attachment references into stored-file facts. The size and the type are those the file
 * service measured from the content, never what the browser claims: a file over 20 MB is refused
 * with 413 and a claimed type that differs from the content (a forged type) with 400.
 */
export async function resolveAttachments(ctx: UserContext, refs: AttachmentRef[]): Promise<Attachment[]> {
  const out: Attachment[] = [];
  for (const ref of refs) {
    const f = await ctx.files.get(ref.file);
    if (f.size > ATTACHMENT_MAX_BYTES)
      throw errors.tooLarge('Files above 20 MB cannot be attached', 'wall.errors.attachmentTooBig', {
        file: ref.file,
        max: ATTACHMENT_MAX_BYTES,
      });
    if (ref.mimetype && ref.mimetype !== f.mimetype)
      throw errors.badRequest('The file type does not match its content', 'wall.errors.forgedType', {
        file: ref.file,
        claimed: ref.mimetype,
        actual: f.mimetype,
      });
    out.push({
      file: f.id,
      url: f.url,
      mini: f.thumb,
      mimetype: f.mimetype,
      fileName: f.fileName,
      size: f.size,
    });
  }
  return out;
}

/** Marks files as used by a post or comment, so the file cleaner does not count them as hanging. */
export async function attachFiles(ctx: UserContext, attachments: Attachment[], owner: { type: 'post' | 'comment'; id: string }) {
  for (const a of attachments) {
    try {
      await ctx.files.attach(a.file, owner);
    } catch (err) {
      reportEffectFailure('file attach', err);
    }
  }
}

/** Removes the stored files of deleted posts and comments; a file already gone is not an error. */
export async function removeFiles(ctx: UserContext, attachments: Attachment[]) {
  for (const a of attachments) {
    try {
      await ctx.files.remove(a.file);
    } catch (err) {
      if ((err as { status?: number }).status !== 404) reportEffectFailure('file removal', err);
    }
  }
}

/** Side effects (notifications, realtime, events, file cleaning) never undo a stored change; failures are logged. */
export function reportEffectFailure(what: string, err: unknown) {
  const status = (err as { status?: number }).status;
  // 503: the platform service is not configured in this installation; nothing to report.
  if (status === 503) return;
  console.warn(`wall: ${what} failed:`, (err as Error).message ?? err);
}
