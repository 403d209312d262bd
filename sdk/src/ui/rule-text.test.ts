import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineRules } from '../shared/rules.js';
import { keyText, ruleText } from './rule-text.js';

const RULES = defineRules('polls', { finished: 'the poll is finished', tooBig: 'at most {{size}}', untranslated: 'no locale has me' });

beforeAll(async () => {
  await i18next.init({ lng: 'ru', ns: ['common'], defaultNS: 'common', resources: {} });
  i18next.addResourceBundle('ru', 'common', { errors: { featureDisabled: 'Модуль отключён' } });
  i18next.addResourceBundle('ru', 'polls', { errors: { finished: 'Опрос завершён', tooBig: 'не больше {{size}}' } });
});

describe('keyText', () => {
  it("reads a plugin's error key in the plugin's own texts, and the shell's keys in its own", () => {
    expect(keyText(i18next, 'polls.errors.finished')).toBe('Опрос завершён');
    expect(keyText(i18next, 'errors.featureDisabled')).toBe('Модуль отключён');
  });

  it('answers nothing for a key nobody translates, so the caller shows the server message', () => {
    expect(keyText(i18next, 'polls.errors.unknown')).toBeNull();
    expect(keyText(i18next, 'plain')).toBeNull();
  });
});

describe('ruleText', () => {
  it("shows a rule, an error body and a refused field in the reader's language", () => {
    expect(ruleText(i18next, RULES.finished)).toBe('Опрос завершён');
    expect(ruleText(i18next, RULES.finished.badRequest().toBody())).toBe('Опрос завершён');
    expect(ruleText(i18next, RULES.finished.field('name'))).toBe('Опрос завершён');
    expect(ruleText(i18next, RULES.tooBig.badRequest({ size: '20 MB' }).toBody())).toBe('не больше 20 MB');
  });

  it('falls back to the English text where no locale has the key, and shows plain text as it is', () => {
    expect(ruleText(i18next, RULES.untranslated)).toBe('no locale has me');
    expect(ruleText(i18next, { message: 'name: too long', key: 'errors.unknownKey' })).toBe('name: too long');
    expect(ruleText(i18next, 'plain')).toBe('plain');
  });
});
