import { addDays, today } from '../shared/days.js';

/** The Monday `weeks` weeks after the next one: a week Monday to Friday is five working days without a country. */
export function monday(weeks = 0) {
  const now = today();
  const weekday = new Date(`${now}T00:00:00Z`).getUTCDay();
  return addDays(now, ((8 - weekday) % 7 || 7) + weeks * 7);
}

/** A vacation body: the week of `monday(weeks)`, Monday to `last` days after it (4: Friday). */
export const week = (weeks: number, last = 4, over: Record<string, unknown> = {}) => ({
  start: monday(weeks),
  end: addDays(monday(weeks), last),
  ...over,
});
