import i18next from 'i18next';
import { beforeAll, expect, it } from 'vitest';
import { serverKeyText } from './server-key.js';

beforeAll(async () => {
  await i18next.init({ lng: 'ru', ns: ['common'], defaultNS: 'common', resources: {} });
  i18next.addResourceBundle('ru', 'common', { errors: { featureDisabled: 'Модуль отключён' } });
  i18next.addResourceBundle('ru', 'polls', { errors: { finished: 'Опрос завершён' } });
});

it("reads a plugin's error key in the plugin's own texts, and the host's keys in its own", () => {
  expect(serverKeyText('polls.errors.finished')).toBe('Опрос завершён');
  expect(serverKeyText('errors.featureDisabled')).toBe('Модуль отключён');
});

it('answers nothing for a key nobody translates, so the caller shows the server message', () => {
  expect(serverKeyText('polls.errors.unknown')).toBeNull();
  expect(serverKeyText('groups.errors.full')).toBeNull();
  expect(serverKeyText('plain')).toBeNull();
});
