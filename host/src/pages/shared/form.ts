import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '@atrium/sdk/ui';
import { fieldMessage } from '../auth/messages.js';
import { errorText } from './errors.js';

type Values = Record<string, unknown>;

/** The first message of each field (top-level path segment), in the interface language. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? '')] ??= fieldMessage(issue.message);
  return out;
}

/**
 * A form checked by the zod schema the server validates with (docs/core-screens.md, Decisions). Values may be of any type;
 * empty strings are sent as absent (optional), null (`nullables`) or kept (`keepEmpty`: fields whose schema
 * allows '', or judges an empty value with a message of its own, e.g. sign-in's "no login/e-mail").
 * Errors show after the first submit and follow every change from then on. Without a schema (null, with
 * its type as `S`) the server checks alone and its 400's field details show in place: the sign-in page,
 * whose visitor's first download should not carry the schema library (docs/benchmarks.md).
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S | null,
  initial: Values,
  opts: { nullables?: string[]; keepEmpty?: string[] } = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const clean = (v: Values) => {
    const out: Values = {};
    for (const [k, x] of Object.entries(v)) {
      if (x === '' || x === undefined) {
        if (opts.nullables?.includes(k)) out[k] = null;
        else if (opts.keepEmpty?.includes(k) && x === '') out[k] = '';
        continue;
      }
      out[k] = x;
    }
    return out;
  };
  const check = (v: Values) => {
    if (!schema) return { data: clean(v) as z.output<S>, errs: {} };
    const r = schema.safeParse(clean(v));
    if (r.success) return { data: r.data as z.output<S>, errs: {} };
    // A required field left empty is sent as absent; its message is "required field" (docs/architecture.md, Validation).
    for (const issue of r.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (issue.code === 'invalid_type' && issue.path.length === 1 && (v[key] === '' || v[key] === undefined || v[key] === null))
        (issue as { message: string }).message = 'required field';
    }
    return { data: null, errs: issuesByField(r.error) };
  };
  const set = (name: string, value: unknown) => {
    setValues((prev) => {
      const next = { ...prev, [name]: value };
      if (submitted) setErrors(check(next).errs);
      return next;
    });
  };
  return {
    values,
    errors,
    set,
    reset: (v: Values) => {
      setValues(v);
      setErrors({});
      setSubmitted(false);
    },
    /** Props for a Mantine text input. */
    text: (name: string) => ({
      value: (values[name] as string | null | undefined) ?? '',
      onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
      error: errors[name],
      name,
    }),
    /** Props for a Mantine Select. */
    select: (name: string) => ({
      value: (values[name] as string | null | undefined) ?? null,
      onChange: (v: string | null) => set(name, v ?? ''),
      error: errors[name],
      name,
    }),
    /** Shows a server's field details (400 with `details: [{ path, message }]`) in place. */
    serverErrors(details: unknown) {
      if (!Array.isArray(details)) return false;
      const errs: Record<string, string> = {};
      for (const d of details as { path?: string | (string | number)[]; message?: string }[]) {
        const key = Array.isArray(d.path) ? String(d.path[0] ?? '') : String(d.path ?? '').split('.')[0]!;
        if (key && d.message) errs[key] ??= fieldMessage(d.message);
      }
      setErrors(errs);
      return Object.keys(errs).length > 0;
    },
    validate(): z.output<S> | null {
      setSubmitted(true);
      const r = check(values);
      setErrors(r.errs);
      return r.data;
    },
  };
}

type SchemaForm<S extends z.ZodType> = ReturnType<typeof useSchemaForm<S>>;

/**
 * The submit of a schema form: checks the values, sends them with `send`, and says what failed in
 * place — a 400's field details under the fields, anything else in `failure`; `busy` while sending.
 */
export function useFormSubmit<S extends z.ZodType>(form: SchemaForm<S>, send: (data: z.output<S>) => Promise<unknown>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(data);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400 && form.serverErrors(err.body?.details))) setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, failure };
}
