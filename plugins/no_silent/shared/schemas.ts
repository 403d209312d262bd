import { z } from 'zod';
import { nameText } from '@atrium/sdk/shared';
import { ANSWER_MAX, DESCRIPTION_MAX, NAME_MAX, RULES } from './constants.js';

/**
 * The report form (spec core §5: "name or anonymous, and detailed description required"). A named report
 * needs the name its author signs with; an anonymous one sends none (a name sent with it is dropped).
 */
export const ViolReportInput = z
  .object({
    anonymous: z.boolean(),
    name: z.string().trim().max(NAME_MAX, RULES.nameTooLong).default(''),
    description: nameText(RULES.required).max(DESCRIPTION_MAX, RULES.descriptionTooLong),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.anonymous && !r.name) ctx.addIssue(RULES.required.issue(['name']));
  });
export type ViolReportInput = z.input<typeof ViolReportInput>;

/** An answer in a report's thread, by a receiver or by the reporter. */
export const AnswerInput = z.object({ text: nameText(RULES.required).max(ANSWER_MAX, RULES.answerTooLong) }).strict();

/** The code an anonymous reporter kept: spaces, dashes and case do not matter. */
const Code = z
  .string()
  .max(100, RULES.wrongCode)
  .transform((c) => c.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, RULES.required));

export const CodeInput = z.object({ code: Code }).strict();
export const CodeAnswerInput = z.object({ code: Code, text: AnswerInput.shape.text }).strict();

export const ReportListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
