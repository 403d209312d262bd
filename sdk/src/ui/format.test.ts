import { describe, expect, it } from 'vitest';
import { formatsOf } from './format.js';

// A moment in the test's own time zone, which the formats show.
const moment = new Date(2026, 10, 26, 17, 40);

describe('formatsOf', () => {
  it('shows dates in the interface language with the day first and a 24-hour clock, whatever the browser speaks', () => {
    expect(formatsOf('en').dateTime(moment)).toBe('26 Nov 2026, 17:40');
    expect(formatsOf('ru').dateTime(moment.toISOString())).toMatch(/^26 нояб\. 2026 г\., 17:40$/);
    expect(formatsOf('uk').date(moment.getTime())).toMatch(/^26 лист\. 2026 р\.$/);
    expect(formatsOf('en').time(moment)).toBe('17:40');
    expect(formatsOf('ru').dayMonth(moment)).toBe('26 ноября');
    expect(formatsOf('en').weekdayTime(moment)).toBe('Thu 26 Nov, 17:40');
  });

  it('shows a stored calendar day as that day, in the language, whatever the time zone', () => {
    expect(formatsOf('ru').day('1990-05-14')).toMatch(/^14 мая 1990 г\.$/);
    expect(formatsOf('en').day('1990-05-14')).toBe('14 May 1990');
    expect([formatsOf('ru').month('2026-01-01'), formatsOf('en').month('2026-12-31')]).toEqual(['январь', 'December']);
  });

  it('groups thousands as the language does', () => {
    expect(formatsOf('en').number(12500)).toBe('12,500');
    expect(formatsOf('ru').number(12500)).toBe('12\u00a0500');
  });

  it('shows a sum with its currency in whole units, as the language writes it', () => {
    expect(formatsOf('en').money(90000, 'usd')).toBe('US$90,000');
    expect(formatsOf('ru').money(90000, 'rub')).toBe('90\u00a0000\u00a0₽');
    expect(formatsOf('uk').money(1500.4, 'uah')).toBe('1\u00a0500\u00a0₴');
  });

  it('keeps one set of formats per language', () => {
    expect(formatsOf('uk')).toBe(formatsOf('uk'));
    expect(formatsOf('uk')).not.toBe(formatsOf('ru'));
  });
});
