import type { UserContext } from '@atrium/sdk/server';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_SIZE, RULES, type AttachmentRef } from '../../shared/index.js';
import type { Attachment } from '../entities/index.js';

/** The post or comment that uses a file. */
export type AttachmentOwner = { type: 'post' | 'comment'; id: string };

/**
 * Turns attachment references into stored-file facts, before anything is written. Only the caller's own
 * uploads, or files the record (`owner`, when editing) already has, may be attached (403 otherwise). The
 * size and the type are those the file service measured from the content, never what the browser claims:
 * a file over 20 MB is refused with 413 and a claimed type that differs from the content (a forged type) with 400.
 */
export async function resolveAttachments(ctx: UserContext, refs: AttachmentRef[], owner?: AttachmentOwner): Promise<Attachment[]> {
  const out: Attachment[] = [];
  for (const ref of refs) {
    const f = await ctx.files.attachable(ref.file, owner);
    if (f.size > ATTACHMENT_MAX_BYTES)
      throw RULES.attachmentTooBig.tooLarge({ file: ref.file, max: ATTACHMENT_MAX_BYTES, size: ATTACHMENT_MAX_SIZE });
    if (ref.mimetype && ref.mimetype !== f.mimetype)
      throw RULES.forgedType.badRequest({
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

/** Counts the post or comment as a user of its files: they follow its read rule and are not hanging. */
export async function attachFiles(ctx: UserContext, attachments: Attachment[], owner: AttachmentOwner) {
  for (const a of attachments) {
    try {
      await ctx.files.attach(a.file, owner);
    } catch (err) {
      reportEffectFailure('file attach', err);
    }
  }
}

/** A post or comment lets go of its files; the file service deletes those no other record uses. */
export async function detachFiles(ctx: Pick<UserContext, 'files'>, attachments: Attachment[], owner: AttachmentOwner) {
  for (const a of attachments) {
    try {
      await ctx.files.detach(a.file, owner);
    } catch (err) {
      reportEffectFailure('file detach', err);
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
