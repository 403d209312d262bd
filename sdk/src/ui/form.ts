import type { FormEvent } from 'react';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import type { FieldError } from '../shared/errors.js';
import { issueKey } from '../shared/rules.js';
import { ApiError } from './api.js';
import { useRuleText, type RuleSource } from './rule-text.js';

/** A Mantine form checked by a shared schema; `submit(send)` is its submit handler. */
export type SchemaForm<V extends Record<string, unknown>, B> = ReturnType<typeof useForm<V>> & {
  /**
   * Checks the body with the schema, then sends it; a 400 whose `details` name fields puts each
   * refusal at its field. Other failures were already shown by the API client.
   */
  submit(send: (body: B) => Promise<unknown>): (event?: FormEvent<HTMLFormElement>) => void;
  /** The props of an input whose `onChange` gives the value itself (a picker, a colour): `getInputProps` typed by the field. */
  valueProps<P extends keyof V & string>(path: P): { value: V[P]; onChange: (value: V[P]) => void; error?: string };
};

/** The first problem of each field, in the user's language, keyed by its dotted path. */
function byField(problems: { path: string; key?: string; message: string }[], text: (s: RuleSource) => string) {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.path] ??= text(p);
  return out;
}

/** The fields a 400 refused, when its `details` name them: a form shows a failure without them apart (an alert, a toast). */
export const refusedFields = (e: unknown): FieldError[] | null => {
  const details = e instanceof ApiError && e.status === 400 ? e.body?.details : undefined;
  return Array.isArray(details) && details.length ? details : null;
};

/**
 * A form over a plugin's shared zod schema (`@atrium/sdk/ui/form`): Mantine's `useForm` with `initial`
 * values, validated by the schema the server checks, so a rule shows at its field in the user's
 * language before any call. `toBody` turns the fields' values (empty strings of cleared inputs) into
 * the body the schema takes; without it the values are the body.
 */
export function useSchemaForm<V extends Record<string, unknown>, B = V>(
  schema: z.ZodType,
  initial: V,
  toBody: (values: V) => B = (values) => values as unknown as B,
): SchemaForm<V, B> {
  const text = useRuleText();
  const form = useForm<V>({
    initialValues: initial,
    validate: (values) => {
      const checked = schema.safeParse(toBody(values));
      const issues = checked.error?.issues ?? [];
      return byField(
        issues.map((i) => ({ path: i.path.join('.'), key: issueKey(i), message: i.message })),
        text,
      );
    },
  });
  const submit: SchemaForm<V, B>['submit'] = (send) =>
    form.onSubmit(async (values) => {
      try {
        await send(toBody(values));
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        const fields = refusedFields(e);
        if (fields) form.setErrors(byField(fields, text));
      }
    });
  const valueProps: SchemaForm<V, B>['valueProps'] = (path) => ({
    value: form.values[path],
    onChange: (value) => form.setFieldValue(path, value as never),
    // Always a rule's text: the form's errors are set here only.
    error: form.errors[path] as string | undefined,
  });
  return Object.assign(form, { submit, valueProps });
}
