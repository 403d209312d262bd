import { ApiError } from '@atrium/sdk/ui';

/** Field messages of a refused save (400 `details`), by field, for the form to show in place. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || !Array.isArray(err.body?.details)) return {};
  return Object.fromEntries(err.body.details.map((d) => [String(d.path).split('.')[0], d.message]));
}

/** The first message of each field of a failed `safeParse`, by field. */
export function issuesByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? '')] ??= i.message;
  return out;
}
