/**
 * The languages and their texts, without i18next: the entry script starts loading the reader's texts
 * before the shell's shared packages are set up (boot/early-calls.ts).
 */
export const LANGS = ['ru', 'en', 'uk'] as const;
export type Lang = (typeof LANGS)[number];
export const KEY = 'atrium.lang';

/** Each language is its own chunk: a user downloads the texts of the language they read. */
const loaders: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json', { with: { type: 'json' } }),
  ru: () => import('./locales/ru.json', { with: { type: 'json' } }),
  uk: () => import('./locales/uk.json', { with: { type: 'json' } }),
};
export const textsOf = (lng: Lang) => loaders[lng]();

/** `ua` (the code in stored data) is Ukrainian, `uk` in i18next and Intl. */
export function normalizeLang(lang: string | null | undefined): Lang | null {
  const l = (lang ?? '').toLowerCase();
  if (l === 'ua') return 'uk';
  return (LANGS as readonly string[]).includes(l) ? (l as Lang) : null;
}

/** The language chosen in this browser, else ru, the users' default (docs/architecture.md, Languages). */
export const startLang = (): Lang => normalizeLang(localStorage.getItem(KEY)) ?? 'ru';
