import Holidays from 'date-holidays';

/** Public holidays by country and year, computed once: the rules of `date-holidays` do not change while we run. */
const cache = new Map<string, { day: string; name: string }[]>();

/** The country codes `date-holidays` knows (`RU`, `UA`, `KZ`, ...), sorted. */
export const knownCountries = (): string[] => Object.keys(new Holidays().getCountries('en')).sort();

/** Whether `date-holidays` knows the country code. */
export function knownCountry(code: string): boolean {
  return Object.hasOwn(new Holidays().getCountries('en'), code);
}

/**
 * The country's public holidays (days off by law, the package's type `public`) in a year, by day, in the
 * company's language where the package has it. A holiday the law moves to a Monday is listed on that Monday too.
 */
export function publicHolidays(country: string, year: number, lang = 'en'): { day: string; name: string }[] {
  const key = `${country}:${year}:${lang}`;
  let days = cache.get(key);
  if (!days) {
    const h = new Holidays(country, { languages: [lang, 'en'], types: ['public'] });
    const seen = new Set<string>();
    days = [];
    for (const x of h.getHolidays(year, lang)) {
      const day = x.date.slice(0, 10);
      if (x.type !== 'public' || seen.has(day) || !day.startsWith(String(year))) continue;
      seen.add(day);
      days.push({ day, name: x.name });
    }
    cache.set(key, days);
  }
  return days;
}
