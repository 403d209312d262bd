import { z } from 'zod';
import { idOf, isoDate } from '@atrium/sdk/shared';
import { MAX_CHOSEN_USERS, RULES, STRING_MAX, TEXT_MAX, type FieldType } from './constants.js';

/** A form field as both sides know it: the server's stored `id`, the UI's answered `_id` mapped to it. */
export interface FormField {
  id: string;
  type: FieldType;
  required: boolean;
  options: string[];
}

const text = (max: number, tooLong: typeof RULES.stringTooLong | typeof RULES.textTooLong) =>
  z.string(RULES.invalidValue).trim().min(1, RULES.valueRequired).max(max, tooLong);
const date = () => isoDate(RULES.invalidDate);

/** The value each of the 13 field types takes (spec features §3). */
const VALUE: Record<FieldType, (f: FormField) => z.ZodType> = {
  string: () => text(STRING_MAX, RULES.stringTooLong),
  text: () => text(TEXT_MAX, RULES.textTooLong),
  number: () => z.number(RULES.invalidValue).finite(RULES.invalidValue),
  date,
  period: () =>
    z
      .object({ from: date(), to: date() }, RULES.invalidValue)
      .strict()
      .refine((p) => p.from <= p.to, RULES.periodOrder.issue(['to'])),
  select: (f) => z.enum(f.options as [string, ...string[]], RULES.invalidValue),
  // A required checkbox is one that must be ticked (an agreement).
  checkbox: (f) => (f.required ? z.literal(true, RULES.valueRequired) : z.boolean(RULES.invalidValue)),
  file: () => idOf('File'),
  dept: () => idOf('Department'),
  user: () => idOf('User'),
  users: () => z.array(idOf('User'), RULES.invalidValue).min(1, RULES.valueRequired).max(MAX_CHOSEN_USERS),
  phone: () =>
    z
      .string(RULES.invalidPhone)
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, RULES.invalidPhone),
  email: () => z.email(RULES.invalidEmail),
};

/**
 * The schema of one form's values, built from its fields: an object keyed by field id. A required field must be
 * given; an optional one may be left out or null. The UI checks the same schema before sending; the server
 * checks it again.
 */
export function formValuesSchema(fields: FormField[]) {
  const shape = Object.fromEntries(
    fields.map((f) => {
      const value = VALUE[f.type](f);
      return [
        f.id,
        f.required
          ? z
              .any()
              .refine((v) => v !== undefined && v !== null, RULES.valueRequired)
              .pipe(value)
          : value.nullish(),
      ];
    }),
  );
  return z.object(shape).strict();
}

export type FormValues = Record<string, unknown>;
