import { AppError, errors, type ErrorDetails, type FieldError } from './errors.js';

/**
 * One rule of a plugin: its English text (the API's `message`) and its translation key
 * (`<code>.errors.<name>`, the text in the plugin's locales). A rule is also zod's message parameter
 * (`.max(10, RULES.nameTooLong)`, `z.number(RULES.costBounds)`): the issue it raises takes the text and
 * carries the key, so a refused field's error names its rule and the UI shows it translated.
 */
export class Rule<K extends string = string> {
  /** zod's error map of the rule: the issue takes the rule's text and keeps its key (copied to the finished issue). */
  readonly error: (issue: object) => string;

  constructor(
    readonly key: K,
    readonly text: string,
  ) {
    this.error = (issue) => {
      (issue as { key?: string }).key = key;
      return text;
    };
  }

  /** The rule as a custom issue, for `ctx.addIssue` in a `superRefine`. */
  issue(path: PropertyKey[]) {
    return { code: 'custom' as const, path, message: this.text, key: this.key };
  }

  /** The rule as a refused field (`details` of a 400): `ids` names what it is about (unknown mentions). */
  field(path: string, ids?: string[]): FieldError & { key: K } {
    return { path, message: this.text, key: this.key, ...(ids ? { ids } : {}) };
  }

  /** 400: the request breaks the rule; `details` are the refused fields, or the values its text names. */
  badRequest(details?: ErrorDetails): AppError {
    return errors.badRequest(this.text, this.key, details);
  }

  forbidden(): AppError {
    return errors.forbidden(this.text, this.key);
  }

  notFound(): AppError {
    return errors.notFound(this.text, this.key);
  }

  conflict(details?: ErrorDetails): AppError {
    return errors.conflict(this.text, this.key, details);
  }

  /** 413: a file or payload above the rule's limit; `details` name it and the limit. */
  tooLarge(details?: ErrorDetails): AppError {
    return errors.tooLarge(this.text, this.key, details);
  }
}

/** A message zod takes: plain text, or a rule whose issues carry its key. */
export type RuleMessage = string | Rule;

/** The rules of a plugin by name, each keyed `<code>.errors.<name>`. */
export type Rules<C extends string, T extends Record<string, string>> = { readonly [N in keyof T & string]: Rule<`${C}.errors.${N}`> };

/**
 * A plugin's rule table (`shared/constants.ts`): `defineRules('task_tracker', { laneNotOnDesk: 'the lane
 * does not belong to this board' })`. Server and UI share it; the locales translate `errors.<name>`.
 */
export function defineRules<const C extends string, const T extends Record<string, string>>(code: C, texts: T): Rules<C, T> {
  return Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, new Rule(`${code}.errors.${name}`, text)])) as Rules<C, T>;
}

/** The rule key a zod issue carries, when a rule raised it. */
export const issueKey = (issue: object): string | undefined => (issue as { key?: string }).key;
