import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ErrorDetails, MessageValues } from '../shared/errors.js';

/**
 * What names a rule: a rule of a table (`RULES.nameRequired`), a server error's body or an `ApiError`,
 * a refused field (`details[i]` of a 400, a form's issue), or plain text shown as it is.
 */
export type RuleSource =
  | { key?: unknown; text?: string; message?: string; details?: ErrorDetails; body?: { details?: ErrorDetails } | null }
  | string
  | null
  | undefined;

/**
 * The text of a translation key in the current language, or null when no locale has it: the shell's
 * own keys (`errors.validation`), else a plugin's `<code>.<key>`, which its locales hold under its code.
 */
export function keyText(i18n: I18n, key: string, values?: MessageValues): string | null {
  if (i18n.exists(key)) return i18n.t(key, values);
  const dot = key.indexOf('.');
  if (dot <= 0) return null;
  const ns = key.slice(0, dot);
  const rest = key.slice(dot + 1);
  return i18n.exists(rest, { ns }) ? i18n.t(rest, { ...values, ns }) : null;
}

/** A rule's text in the current language, its English text where no locale has its key. */
export function ruleText(i18n: I18n, source: RuleSource): string {
  if (!source) return '';
  if (typeof source === 'string') return source;
  const english = source.text ?? source.message ?? '';
  const details = source.details ?? source.body?.details;
  // A refusal's first field names its rule better than the request's key (`errors.validation`).
  if (Array.isArray(details) && details[0]) return ruleText(i18n, details[0]);
  // Values the text names (`{ size }`); a zod issue a rule raised carries its key too (`issueKey`).
  const values = Array.isArray(details) ? undefined : details;
  return (typeof source.key === 'string' && keyText(i18n, source.key, values)) || english;
}

/**
 * Shows rules in the user's language: `const text = useRuleText(); text(RULES.nameRequired)`,
 * `text(apiError)`, `text(fieldError)`.
 */
export function useRuleText(): (source: RuleSource) => string {
  const { i18n } = useTranslation();
  return useCallback((source: RuleSource) => ruleText(i18n, source), [i18n]);
}
