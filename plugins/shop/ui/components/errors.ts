import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, useRuleText } from '@atrium/sdk/ui';

type Problem = { path: readonly PropertyKey[] | string; message: string; key?: unknown };

/** The first problem of each field in the user's language, by field (`questions.0.name` counts for `questions`). */
function byField(issues: Problem[], text: ReturnType<typeof useRuleText>): Record<string, string> {
  const out: Record<string, string> = {};
  // A zod issue a rule raised carries the rule's key, as a refused field of the server does.
  for (const i of issues) out[String(typeof i.path === 'string' ? i.path.split('.')[0] : (i.path[0] ?? ''))] ??= text(i);
  return out;
}

/**
 * A form checked by its shared schema: nothing shows until the first save; from then on the rules are
 * checked as the user types, and a refusal of the server (400 `details`) shows in place until the next save.
 */
export function useCheckedForm<S extends z.ZodType>(schema: S, value: unknown) {
  const text = useRuleText();
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const parsed = schema.safeParse(value);
  const errors = { ...(tried && !parsed.success ? byField(parsed.error.issues, text) : {}), ...server };
  return {
    errors,
    submit(send: (data: z.output<S>) => void) {
      setTried(true);
      setServer({});
      if (parsed.success) send(parsed.data);
    },
    refused(err: unknown) {
      if (err instanceof ApiError && Array.isArray(err.body?.details)) setServer(byField(err.body.details, text));
    },
  };
}
