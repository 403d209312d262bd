import type { ServiceContext } from '@atrium/sdk/server';
import type { SettingsInput } from '../../shared/schemas.js';
import { AdaptSettings, type AdaptSettingsRow } from '../entities/index.js';

const EMPTY = { mentors: [], hrs: [], awards: [], polls: [] };

/** The client's settings; a client that never saved any has empty lists. */
export async function readSettings(ctx: ServiceContext): Promise<Pick<AdaptSettingsRow, keyof typeof EMPTY>> {
  return (await ctx.db.repo(AdaptSettings).findOne({})) ?? EMPTY;
}

/** Writes the whole settings row; the first save of a client makes it (one row per client, the unique key keeps it one). */
export async function saveSettings(ctx: ServiceContext, input: SettingsInput) {
  const repo = ctx.db.repo(AdaptSettings);
  if (!(await repo.insertOnce(input))) await repo.update({ id: (await repo.findOne({}))!.id }, input);
  return input;
}
