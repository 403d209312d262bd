import { useTranslation } from 'react-i18next';

/** The Intl locales of the interface languages: in all three the day comes before the month and the clock has 24 hours. */
const LOCALES: Record<string, string> = { en: 'en-GB', ru: 'ru-RU', uk: 'uk-UA' };

/** The ways screens show a moment; each shows the reader's time zone. */
const DATE_STYLES = {
  /** "26 Nov 2026, 17:40": when a post, a comment or a journal entry was made. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "26 Nov 2026": a day in a table. */
  date: { dateStyle: 'medium' },
  /** "14 May 1990": a calendar day stored without a time (yyyy-mm-dd, a birth date), the same day in every time zone. */
  day: { dateStyle: 'medium', timeZone: 'UTC' },
  /** "17:40": a message of today's conversation. */
  time: { timeStyle: 'short' },
  /** "26 November": a birthday. */
  dayMonth: { day: 'numeric', month: 'long' },
  /** "November": the month of a calendar day (yyyy-mm-dd) standing alone, as a chart's header names it. */
  month: { month: 'long', timeZone: 'UTC' },
  /** "Thu 26 Nov, 17:40": an upcoming event. */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * Dates (an ISO text, a timestamp or a Date), numbers ("12 500" in ru, "12,500" in en) and sums of money in whole units
 * ("90 000 ₽" in ru, "RUB 90,000" in en; `currency` one of the spec's codes) in one language.
 */
export type Formats = Record<DateStyle, (value: string | number | Date) => string> & {
  number: (value: number) => string;
  money: (value: number, currency: string) => string;
};

const byLang = new Map<string, Formats>();

/**
 * The formats of a language. Each Intl formatter is built on its first use and kept: `toLocaleString`
 * with options builds one per call, which costs fifty times the formatting itself (docs/benchmarks.md,
 * Dates on the wall).
 */
export function formatsOf(lang: string): Formats {
  let formats = byLang.get(lang);
  if (formats) return formats;
  const locale = LOCALES[lang] ?? lang;
  const built = {} as Formats;
  for (const [style, options] of Object.entries(DATE_STYLES) as [DateStyle, Intl.DateTimeFormatOptions][]) {
    let format: Intl.DateTimeFormat | undefined;
    built[style] = (value) => (format ??= new Intl.DateTimeFormat(locale, options)).format(new Date(value));
  }
  let numbers: Intl.NumberFormat | undefined;
  built.number = (value) => (numbers ??= new Intl.NumberFormat(locale)).format(value);
  const money = new Map<string, Intl.NumberFormat>();
  built.money = (value, currency) => {
    const code = currency.toUpperCase();
    let format = money.get(code);
    if (!format) money.set(code, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: 0 })));
    return format.format(value);
  };
  formats = built;
  byLang.set(lang, formats);
  return formats;
}

/** Dates and numbers in the interface language (not the browser's): `useFormat().dateTime(post.created)`. */
export function useFormat(): Formats {
  return formatsOf(useTranslation().i18n.language);
}
