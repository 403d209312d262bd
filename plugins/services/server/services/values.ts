import { z } from 'zod';
import type { ServiceContext } from '@atrium/sdk/server';
import { formValuesSchema, type FormValues } from '../../shared/form-values.js';
import type { StoredRequestStep } from '../entities/index.js';

/** The owner type of files in a request's form values; `fileAccess` opens them to those who read the request. */
export const REQUEST_FILES = 'bp';

/**
 * A step's form values checked by the form's own schema, at `values.<field id>` as the UI sends them (400 with
 * the field's rule, nothing stored); every file given must be one the caller may attach. Null for a step without a form.
 */
export async function checkedValues(ctx: ServiceContext, step: StoredRequestStep, values: FormValues | undefined) {
  if (!step.form) return null;
  const { values: checked } = z.object({ values: formValuesSchema(step.form.fields) }).parse({ values: values ?? {} });
  for (const id of filesOf({ ...step, values: checked })) await ctx.files.attachable(id);
  return checked;
}

/** The file ids a step's values hold. */
export const filesOf = (step: StoredRequestStep): string[] =>
  (step.form?.fields ?? [])
    .filter((f) => f.type === 'file')
    .flatMap((f) => (typeof step.values?.[f.id] === 'string' ? [step.values[f.id] as string] : []));

/** The request holds the step's files from now on, read under the request's rule. */
export async function attachFiles(ctx: ServiceContext, requestId: string, step: StoredRequestStep) {
  for (const id of filesOf(step)) await ctx.files.attach(id, { type: REQUEST_FILES, id: requestId });
}

/** A deleted request lets go of its files (each is deleted when nothing else uses it). */
export async function detachFiles(ctx: ServiceContext, requestId: string, steps: StoredRequestStep[]) {
  for (const id of steps.flatMap(filesOf)) await ctx.files.detach(id, { type: REQUEST_FILES, id: requestId });
}
