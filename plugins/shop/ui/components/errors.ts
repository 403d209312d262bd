import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@atrium/sdk/ui';

/** The first message of each field, by field (`questions.0.name` counts for `questions`). */
function byField(issues: { path: readonly PropertyKey[] | string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(typeof i.path === 'string' ? i.path.split('.')[0] : (i.path[0] ?? ''))] ??= i.message;
  return out;
}

/**
 * A form checked by its shared schema: nothing shows until the first save; from then on the rules are
 * checked as the user types, and a refusal of the server (400 `details`) shows in place until the next save.
 */
export function useCheckedForm<S extends z.ZodType>(schema: S, value: unknown) {
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const parsed = schema.safeParse(value);
  const errors = { ...(tried && !parsed.success ? byField(parsed.error.issues) : {}), ...server };
  return {
    errors,
    submit(send: (data: z.output<S>) => void) {
      setTried(true);
      setServer({});
      if (parsed.success) send(parsed.data);
    },
    refused(err: unknown) {
      if (err instanceof ApiError && Array.isArray(err.body?.details)) setServer(byField(err.body.details));
    },
  };
}
