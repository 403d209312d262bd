import { defineRules } from '@atrium/sdk/rules';

/** Limits of the report form (spec core §5; the numbers). */
export const DESCRIPTION_MAX = 10_000;
export const NAME_MAX = 100;
export const MAX_FILES = 5;
/** Each attachment: the spec's limit of any upload (core §9). */
export const FILE_MAX_BYTES = 250 * 1024 * 1024;
export const ANSWER_MAX = 10_000;

/** The rules of the report form and its follow-up; the locales translate `no_silent.errors.<name>`. */
export const RULES = defineRules('no_silent', {
  required: 'required field',
  descriptionTooLong: 'the description must be at most 10000 characters',
  nameTooLong: 'the name must be at most 100 characters',
  answerTooLong: 'the answer must be at most 10000 characters',
  tooManyFiles: 'at most 5 attachments',
  fileTooLarge: 'file size too big',
  notReceiver: 'only the receivers of reports may read them',
  wrongCode: 'no report has this code',
});
