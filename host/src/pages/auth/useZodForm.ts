import { useState } from 'react';
import type { z } from 'zod';
import { fieldMessage } from './messages.js';

/**
 * Form state validated by the same zod schema the server uses (DESIGN §5): field errors in the
 * interface language, shown after the first submit.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>, optional: string[] = []) {
  const [values, setValues] = useState(initial as Record<string, string>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const check = (v: Record<string, string>) => {
    // An empty optional field is an absent one; empty required fields get the schema's own message.
    const present = Object.fromEntries(Object.entries(v).filter(([k, x]) => x !== '' || !optional.includes(k)));
    const r = schema.safeParse(present);
    const errs: Record<string, string> = {};
    if (!r.success) for (const issue of r.error.issues) errs[String(issue.path[0] ?? '')] ??= fieldMessage(issue.message);
    return { ok: r.success, data: r.success ? (r.data as z.output<S>) : null, errs };
  };
  return {
    values,
    errors: submitted ? errors : {},
    field: (name: string) => ({
      value: values[name] ?? '',
      onChange: (e: { currentTarget: { value: string } }) => {
        const next = { ...values, [name]: e.currentTarget.value };
        setValues(next);
        if (submitted) setErrors(check(next).errs);
      },
      error: submitted ? errors[name] : undefined,
    }),
    /** Back to the initial values (after a successful submit). */
    reset() {
      setValues(initial as Record<string, string>);
      setErrors({});
      setSubmitted(false);
    },
    /** Validates; answers the parsed data or null (and shows the errors). */
    validate(): z.output<S> | null {
      setSubmitted(true);
      const r = check(values);
      setErrors(r.errs);
      return r.data;
    },
  };
}
