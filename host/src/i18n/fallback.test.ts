import i18next from 'i18next';
import { beforeEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/support/storage.js';
import ru from './locales/ru.json' with { type: 'json' };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('document', { documentElement: { lang: '' }, querySelector: () => null });
  localStorage.setItem('atrium.lang', 'en');
});

it("an English reader downloads no Russian texts until a key is missing, then reads the fallback's text", async () => {
  const { initI18n } = await import('./index.js');
  await initI18n();
  const loaded = vi.fn();
  i18next.on('loaded', loaded);
  expect(i18next.t('app.skip')).not.toBe('app.skip');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(i18next.hasResourceBundle('ru', 'common')).toBe(false);

  // An English text missing (a build whose en.json lost a key): the Russian texts load and show it.
  const en = structuredClone(i18next.getResourceBundle('en', 'common')) as { app: Record<string, string> };
  delete en.app.skip;
  i18next.removeResourceBundle('en', 'common');
  i18next.addResourceBundle('en', 'common', en);
  expect(i18next.t('app.skip')).toBe('app.skip');
  await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  expect(i18next.t('app.skip')).toBe(ru.app.skip);
  // Loaded once: another missing key does not load or announce it again.
  i18next.t('app.nothing');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loaded).toHaveBeenCalledTimes(1);
});
