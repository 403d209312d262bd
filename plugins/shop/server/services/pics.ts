import type { UserContext } from '@atrium/sdk/server';
import type { ServerAnswer } from '@atrium/sdk/shared';
import type { PicView } from '../../shared/types.js';
import type { PicRef } from '../entities/pic.js';

/** A shop record that holds pictures, as the core's files know it. */
export interface PicOwner {
  type: 'shop' | 'shop_achievement' | 'shop_item';
  id?: string;
}

/** The uploads a record is about to hold, each checked as attachable by the caller (403 otherwise), before anything is written. */
export async function resolvePics(ctx: UserContext, ids: string[], owner: PicOwner): Promise<PicRef[]> {
  const out: PicRef[] = [];
  for (const id of [...new Set(ids)]) {
    const f = await ctx.files.attachable(id, owner.id ? { type: owner.type, id: owner.id } : undefined);
    out.push({ id: f.id, url: f.url, thumb: f.thumb });
  }
  return out;
}

/** After the record is written: the new pictures are attached to it, the dropped ones let go. */
export async function syncPics(ctx: UserContext, before: PicRef[], after: PicRef[], owner: { type: PicOwner['type']; id: string }) {
  const kept = new Set(after.map((p) => p.id));
  for (const p of after) await ctx.files.attach(p.id, owner);
  for (const p of before) if (!kept.has(p.id)) await ctx.files.detach(p.id, owner);
}

export const picView = (p: PicRef | null): ServerAnswer<PicView> | null => (p ? { id: p.id, url: p.url, thumb: p.thumb } : null);
