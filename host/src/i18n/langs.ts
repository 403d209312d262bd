/**
 * The languages and their texts, without i18next: the entry script starts loading the reader's texts
 * before the shell's shared packages are set up (boot/early-calls.ts).
 */
import type { TextsPart } from './text-parts.js';

export const LANGS = ['ru', 'en', 'uk'] as const;
export type Lang = (typeof LANGS)[number];
export const KEY = 'atrium.lang';

/**
 * Each language is its own chunks, one per part of its texts (text-parts.ts): a user downloads the texts
 * of the language they read, and the core screens' part only with the first core screen.
 */
const loaders: Record<Lang, Record<TextsPart, () => Promise<{ default: Record<string, unknown> }>>> = {
  en: {
    start: () => import('./locales/en.json?part=start', { with: { type: 'json' } }),
    screens: () => import('./locales/en.json?part=screens', { with: { type: 'json' } }),
  },
  ru: {
    start: () => import('./locales/ru.json?part=start', { with: { type: 'json' } }),
    screens: () => import('./locales/ru.json?part=screens', { with: { type: 'json' } }),
  },
  uk: {
    start: () => import('./locales/uk.json?part=start', { with: { type: 'json' } }),
    screens: () => import('./locales/uk.json?part=screens', { with: { type: 'json' } }),
  },
};
export const textsOf = (lng: Lang, part: TextsPart = 'start') => loaders[lng][part]();

/** `ua` (the code in stored data) is Ukrainian, `uk` in i18next and Intl. */
export function normalizeLang(lang: string | null | undefined): Lang | null {
  const l = (lang ?? '').toLowerCase();
  if (l === 'ua') return 'uk';
  return (LANGS as readonly string[]).includes(l) ? (l as Lang) : null;
}

/** The language chosen in this browser, else ru, the users' default (docs/architecture.md, Languages). */
export const startLang = (): Lang => normalizeLang(localStorage.getItem(KEY)) ?? 'ru';
