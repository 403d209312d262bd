import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KEY, LANGS, normalizeLang, startLang, textsOf, type Lang } from './langs.js';

export { LANGS, normalizeLang, type Lang } from './langs.js';

async function ensureLang(lng: Lang) {
  if (i18next.hasResourceBundle(lng, 'common')) return;
  const texts = (await textsOf(lng)).default;
  i18next.addResourceBundle(lng, 'common', texts, true, true);
}

const FALLBACK_DELAY_MS = 2000;

/**
 * Interface texts: the language chosen in this browser, else ru (`startLang`); fallback ru. Plurals come from Intl.PluralRules, so ru and uk get one/few/many forms from
 * `_one`, `_few`, `_many` keys.
 */
export async function initI18n() {
  const lng = startLang();
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng,
    fallbackLng: 'ru',
    supportedLngs: [...LANGS],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  i18next.on('languageChanged', (l) => {
    document.documentElement.lang = l;
  });
  await ensureLang(lng);
  document.documentElement.lang = lng;
  // The fallback language matters only for keys a translation lacks: it loads once the shell is up.
  setTimeout(() => void ensureLang('ru').then(() => i18next.emit('loaded', { ru: ['common'] })), FALLBACK_DELAY_MS);
  return i18next;
}

/** Shows the interface in `lang` and remembers it for this browser (the sign-in page after signing out). */
export function setLang(lang: string) {
  const l = normalizeLang(lang) ?? 'ru';
  localStorage.setItem(KEY, l);
  void ensureLang(l).then(() => i18next.changeLanguage(l));
}

/**
 * One language per user: signed in, the profile's language is the interface's (notifications, e-mails and
 * exports use the same). The header's switch changes the profile, so both places agree.
 */
export function applyUserLang(lang: string | null | undefined) {
  const l = normalizeLang(lang);
  if (l && l !== normalizeLang(i18next.language)) setLang(l);
  else if (l) localStorage.setItem(KEY, l);
}

/** Registers a plugin's texts under its code as the namespace. */
export function addPluginLocales(code: string, locales: Partial<Record<Lang, Record<string, unknown>>> | undefined) {
  for (const [lang, res] of Object.entries(locales ?? {})) if (res) i18next.addResourceBundle(lang, code, res, true, true);
}
