import { z } from 'zod';
import { PERIOD_DAYS } from './constants.js';

/** Per-client settings of the mood meter (Module settings; read with `ctx.settings()`, stored under `plugin:mood`). */
export const MoodSettings = z.object({
  /** How often the meter asks, in days (one or two weeks, spec §9); also the length of a statistics period. */
  periodDays: z.literal(PERIOD_DAYS).default(7),
});
export type MoodSettings = z.output<typeof MoodSettings>;
