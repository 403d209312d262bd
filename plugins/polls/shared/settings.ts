import { z } from 'zod';

/** Per-client settings of the polls module (read with `ctx.settings()`, stored under `plugin:polls`). */
export const PollsSettings = z.object({
  /** Days after publishing when recipients who have not answered get a reminder; 0 sends none. */
  remindAfterDays: z.number().int().min(0).max(30).default(3),
});
export type PollsSettings = z.output<typeof PollsSettings>;
