import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locales } from '@atrium/sdk/ui';
import { KEY, LANGS, normalizeLang, startLang, textsOf, type Lang } from './langs.js';

export { LANGS, normalizeLang, type Lang } from './langs.js';

/** The loaded plugins' text loaders by plugin code (their namespace). */
const pluginTexts = new Map<string, Locales>();

async function ensureTexts(lng: Lang, ns: string, load: (() => Promise<{ default: Record<string, unknown> }>) | undefined) {
  if (!load || i18next.hasResourceBundle(lng, ns)) return;
  i18next.addResourceBundle(lng, ns, (await load()).default, true, true);
}

/** Whether a core screen has asked for the screens' texts (text-parts.ts): then every language loads them too. */
let screens = false;
const screenTexts = new Map<Lang, Promise<void>>();

/** The screens' part of a language's texts, merged into `common` after its start part. */
function ensureScreenTexts(lng: Lang): Promise<void> {
  if (!screens) return Promise.resolve();
  let loaded = screenTexts.get(lng);
  if (!loaded) {
    loaded = Promise.all([textsOf(lng, 'screens'), ensureTexts(lng, 'common', () => textsOf(lng))]).then(([{ default: texts }]) => {
      i18next.addResourceBundle(lng, 'common', texts, true, true);
    });
    screenTexts.set(lng, loaded);
    // A failed load is tried again by the next screen.
    loaded.catch(() => screenTexts.delete(lng));
  }
  return loaded;
}

/** The shell's texts of a language and those of every plugin loaded so far. */
async function ensureLang(lng: Lang) {
  await Promise.all([
    ensureTexts(lng, 'common', () => textsOf(lng)),
    ensureScreenTexts(lng),
    ...[...pluginTexts].map(([code, locales]) => ensureTexts(lng, code, locales[lng])),
  ]);
}

/** The core screens' texts in the language shown: each signed-in core screen loads with them (pages/registry.tsx). */
export function loadScreenTexts(): Promise<void> {
  screens = true;
  return ensureScreenTexts(shownLang());
}

/**
 * The language shown, or being switched to while its texts load: a plugin loading meanwhile (the start
 * preloads the opened page's) gets its texts in the language about to show, not the one leaving.
 */
let target: Lang | undefined;

/** The language shown, or the one being switched to. */
export function shownLang(): Lang {
  return target ?? normalizeLang(i18next.language) ?? startLang();
}

/**
 * The fallback language matters only for a key the shown language lacks, which none of ours does
 * (scripts/locales.test.ts): ru's texts load when such a key is first asked for, not with every page.
 * Components show the key until then, and render again on the `loaded` event.
 */
let fallback: Promise<void> | undefined;
const loadFallback = () =>
  (fallback ??= ensureTexts('ru', 'common', () => textsOf('ru')).then(
    () => void i18next.emit('loaded', { ru: ['common'] }),
    () => void (fallback = undefined),
  ));

/**
 * Interface texts: the language chosen in this browser, else ru (`startLang`); fallback ru. Plurals come
 * from Intl.PluralRules, so ru and uk get one/few/many forms from `_one`, `_few`, `_many` keys.
 */
export async function initI18n() {
  const lng = startLang();
  target = lng;
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
    saveMissing: true,
    missingKeyHandler: () => void loadFallback(),
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    showSupportNotice: false,
  });
  i18next.on('languageChanged', showLang);
  await ensureLang(lng);
  showLang(lng);
  return i18next;
}

/** The page's language and its description (search engines and link previews) in it; index.html has the English one. */
function showLang(lng: string) {
  document.documentElement.lang = lng;
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18next.t('app.description'));
}

/** Shows the interface in `lang` and remembers it for this browser (the sign-in page after signing out). */
export function setLang(lang: string) {
  const l = normalizeLang(lang) ?? 'ru';
  target = l;
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

/**
 * Registers a plugin's texts under its code as the namespace and loads the language shown (the plugin's
 * module resolves once its texts are there); another language loads when it is chosen.
 */
export async function addPluginLocales(code: string, locales: Locales | undefined) {
  pluginTexts.set(code, locales ?? {});
  const lng = shownLang();
  await ensureTexts(lng, code, locales?.[lng]);
}
