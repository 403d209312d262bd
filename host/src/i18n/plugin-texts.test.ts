import i18next from 'i18next';
import { beforeEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/support/storage.js';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('document', { documentElement: { lang: '' }, querySelector: () => null });
  localStorage.setItem('atrium.lang', 'en');
});

it("a plugin loading while the user's language is being switched gets its texts in the new language", async () => {
  const { initI18n, setLang, addPluginLocales } = await import('./index.js');
  await initI18n();
  expect(i18next.language).toBe('en');
  // The profile says Russian: the switch starts loading its texts; the preloaded page's plugin arrives meanwhile.
  setLang('ru');
  await addPluginLocales('shop', {
    en: async () => ({ default: { left: '{{count}} left' } }),
    ru: async () => ({ default: { left: 'Осталось {{count}}' } }),
  });
  await vi.waitFor(() => expect(i18next.language).toBe('ru'));
  expect(i18next.t('left', { ns: 'shop', count: 1 })).toBe('Осталось 1');
});
