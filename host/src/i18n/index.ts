import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import uk from './locales/uk.json' with { type: 'json' };

export const LANGS = ['ru', 'en', 'uk'] as const;
export type Lang = (typeof LANGS)[number];
const KEY = 'atrium.lang';

/** `ua` (the spec's code) is Ukrainian, `uk` in i18next and Intl. */
export function normalizeLang(lang: string | null | undefined): Lang | null {
  const l = (lang ?? '').toLowerCase();
  if (l === 'ua') return 'uk';
  return (LANGS as readonly string[]).includes(l) ? (l as Lang) : null;
}

export const savedLang = (): Lang | null => normalizeLang(localStorage.getItem(KEY));

/**
 * Interface texts: default locale en, fallback ru (spec core §1). Plurals come from Intl.PluralRules,
 * so ru and uk get one/few/many forms from `_one`, `_few`, `_many` keys.
 */
export function initI18n() {
  void i18next.use(initReactI18next).init({
    resources: { en: { common: en }, ru: { common: ru }, uk: { common: uk } },
    lng: savedLang() ?? 'en',
    fallbackLng: 'ru',
    supportedLngs: [...LANGS],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}

export function setLang(lang: string) {
  const l = normalizeLang(lang) ?? 'en';
  localStorage.setItem(KEY, l);
  void i18next.changeLanguage(l);
}

/** Registers a plugin's texts under its code as the namespace. */
export function addPluginLocales(code: string, locales: Partial<Record<Lang, Record<string, unknown>>> | undefined) {
  for (const [lang, res] of Object.entries(locales ?? {})) if (res) i18next.addResourceBundle(lang, code, res, true, true);
}
