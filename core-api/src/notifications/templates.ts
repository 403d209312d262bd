import { errors } from '@atrium/sdk/shared';
import type { NotificationKind, PluginDefinition } from '@atrium/sdk/server';
import type { LangTexts } from './entities.js';

export type TemplateLang = 'ru' | 'en' | 'uk';
export const TEMPLATE_LANGS: TemplateLang[] = ['ru', 'en', 'uk'];

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;

/** The `{{name}}` placeholders a text uses. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** Fills placeholders; a variable that was not given renders as an empty string. */
export function render(text: string, vars: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (_m, name: string) => (vars[name] === undefined ? '' : String(vars[name])));
}

/** `ua` means `uk`; anything unknown falls back to the first language that has a text. */
export function langOf(lang: string | null | undefined): TemplateLang {
  const l = lang === 'ua' ? 'uk' : lang;
  return (TEMPLATE_LANGS as string[]).includes(l ?? '') ? (l as TemplateLang) : 'en';
}

export function pick(texts: LangTexts | undefined, lang: TemplateLang): string {
  if (!texts) return '';
  return texts[lang] ?? texts.en ?? texts.ru ?? texts.uk ?? '';
}

/** A template's texts use only the variables it declares; a declared kind limits which may be declared. */
export function checkVariables(
  t: { title: LangTexts; short: LangTexts; full: LangTexts; variables: string[] },
  kind?: NotificationKind,
): void {
  if (kind?.variables) {
    const unknown = t.variables.filter((v) => !kind.variables!.includes(v));
    if (unknown.length)
      throw errors.badRequest(`Unknown variable ${unknown[0]}`, 'notifications.unknownVariable', {
        variables: unknown,
        allowed: kind.variables,
      });
  }
  for (const texts of [t.title, t.short, t.full]) {
    for (const text of Object.values(texts)) {
      for (const name of placeholders(text ?? '')) {
        if (!t.variables.includes(name))
          throw errors.badRequest(`Unknown variable ${name}`, 'notifications.unknownVariable', { variables: [name], allowed: t.variables });
      }
    }
  }
}

/** The notification kinds every plugin declares, by code. */
export function knownKinds(plugins: PluginDefinition[]): Map<string, NotificationKind & { plugin: string }> {
  const kinds = new Map<string, NotificationKind & { plugin: string }>();
  for (const p of plugins) for (const [code, kind] of Object.entries(p.notifications ?? {})) kinds.set(code, { ...kind, plugin: p.code });
  return kinds;
}

/** A declared kind's default template in the shape the API answers. */
export function defaultTemplate(code: string, kind: NotificationKind) {
  const by = (field: 'title' | 'short' | 'full') =>
    Object.fromEntries(TEMPLATE_LANGS.map((l) => [l, kind.defaultTemplate[l]?.[field] ?? ''])) as LangTexts;
  const variables = kind.variables ?? [
    ...new Set(
      TEMPLATE_LANGS.flatMap((l) =>
        ['title', 'short', 'full'].flatMap((f) => placeholders((kind.defaultTemplate[l] as Record<string, string | undefined>)?.[f] ?? '')),
      ),
    ),
  ];
  return {
    _id: null,
    code,
    name: code,
    section: kind.section,
    title: by('title'),
    short: by('short'),
    full: by('full'),
    variables,
    isDefault: true,
  };
}
