import { errors, type ClientDb, type WorkdaysService } from '@atrium/sdk/server';
import { WorkdayOverrideEntity } from './entities.js';
import { publicHolidays } from './holidays.js';

/** The longest walk a count or a step takes: ten years of days. Callers bound their own input far below it. */
export const MAX_SPAN_DAYS = 3660;
const DAY_MS = 86_400_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isWeekend = (ms: number) => [0, 6].includes(new Date(ms).getUTCDay());

/**
 * `ctx.workdays` of one client: Saturdays and Sundays are days off, and so are the public holidays of the company's
 * country (`date-holidays`); an admin's change of a day (`workday_override`) wins over both. Each year is read
 * once per service (one query for its changes).
 */
export function createWorkdaysService(db: ClientDb, countryOf: () => Promise<string | null>): WorkdaysService {
  const years = new Map<number, Promise<Map<string, boolean>>>();
  const yearDays = (year: number) => {
    let days = years.get(year);
    if (!days) {
      days = (async () => {
        const country = await countryOf();
        const out = new Map<string, boolean>(country ? publicHolidays(country, year).map((h) => [h.day, false]) : []);
        const changed = await db
          .repo(WorkdayOverrideEntity)
          .qb('o')
          .andWhere('o.day BETWEEN :from AND :to', { from: `${year}-01-01`, to: `${year}-12-31` })
          .getMany();
        for (const o of changed) out.set(o.day, o.workday);
        return out;
      })();
      years.set(year, days);
    }
    return days;
  };
  const workdayAt = async (ms: number) => (await yearDays(new Date(ms).getUTCFullYear())).get(dayOf(ms)) ?? !isWeekend(ms);
  const tooLong = () => errors.badRequest('the period is longer than ten years', 'workdays.tooLong');

  return {
    isWorkday: (day) => workdayAt(dayMs(day)),
    async count(from, to) {
      const [a, b] = [dayMs(from), dayMs(to)];
      if (b < a) return 0;
      if ((b - a) / DAY_MS > MAX_SPAN_DAYS) throw tooLong();
      let n = 0;
      for (let ms = a; ms <= b; ms += DAY_MS) if (await workdayAt(ms)) n++;
      return n;
    },
    async add(day, n) {
      if (!Number.isInteger(n) || n < 0) throw errors.badRequest('a number of working days from 0', 'workdays.badCount');
      let ms = dayMs(day);
      // n = 0: the day itself when it is a working day, else the next one.
      for (let walked = 0; !(await workdayAt(ms)); ms += DAY_MS) if (++walked > MAX_SPAN_DAYS) throw tooLong();
      for (let left = n, walked = 0; left > 0;) {
        ms += DAY_MS;
        if (++walked > MAX_SPAN_DAYS) throw tooLong();
        if (await workdayAt(ms)) left--;
      }
      return dayOf(ms);
    },
  };
}
