/** Days are `yyyy-mm-dd` in UTC: the work calendar's days, compared as text. */
const DAY_MS = 86_400_000;

export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day `n` calendar days after `day`. */
export const addDays = (day: string, n: number) => dayOf(dayMs(day) + n * DAY_MS);
/** Calendar days from `from` to `to`, both included. */
export const spanDays = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
/** Today, as the server's clock and the spec's "later than now" read it. */
export const today = () => dayOf(Date.now());
