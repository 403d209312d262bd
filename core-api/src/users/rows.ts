import type { z } from 'zod';
import type { FieldError } from '@atrium/sdk/shared';

/**
 * Rows of a list (a bulk registration, an HR file) each checked against one schema: the parsed rows and every
 * refused field of every row, named by `pathOf(index)` (`users.3`, `rows.12`), so one answer shows all faults.
 */
export function checkRows<S extends z.ZodType>(
  schema: S,
  rows: readonly unknown[],
  pathOf: (index: number) => string,
): { rows: z.output<S>[]; issues: FieldError[] } {
  const parsed: z.output<S>[] = [];
  const issues: FieldError[] = [];
  rows.forEach((row, i) => {
    const res = schema.safeParse(row);
    if (res.success) parsed.push(res.data);
    else for (const x of res.error.issues) issues.push({ path: [pathOf(i), ...x.path].join('.'), message: x.message, code: x.code });
  });
  return { rows: parsed, issues };
}
