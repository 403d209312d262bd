import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import { recordVisits, type VisitInput } from '../analytics/summary.js';
import { createUser } from '../users/area.js';
import { User } from '../users/entity.js';

const DAY_MS = 86_400_000;
const MODULES = ['wall', 'addressBook', 'calendar', 'shop', 'adaptation', 'knowl_base', 'structures', 'polls'];
const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** Who left the demo company, and how many days ago: turnover has something to count. */
const LEAVERS: [string, string, number, number][] = [
  ['Boris', 'Zaitsev', 2900, 300],
  ['Inna', 'Pavlova', 900, 170],
  ['Roman', 'Belov', 400, 45],
];
/** Who joined lately, days ago. */
const NEWCOMERS: [string, string, number][] = [
  ['Alina', 'Titova', 200],
  ['Maxim', 'Gusev', 60],
];

/**
 * The analytics tabs' demo (docs/architecture.md, Analytics): birth dates for the demography, a few dismissals
 * and hires over the last year, and a year of module visits of every employee (some from the mobile app).
 * Visits follow a fixed pattern, so the demo looks the same on every start.
 */
export async function seedAnalytics(core: Core, clientId: string, employees: string[]) {
  const db = createClientDb(core.ds, clientId);
  for (const [i, id] of employees.entries())
    await db.repo(User).update({ id }, { birthDate: `${1965 + ((i * 7) % 38)}-${String((i % 12) + 1).padStart(2, '0')}-15` } as never);
  const person = (firstName: string, lastName: string, workingSince: string) => {
    const password = `demo-${lastName.toLowerCase()}`;
    return createUser(core, clientId, {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@demo.atrium.local`,
      password,
      confirmPassword: password,
      lang: 'en',
      position: 'Specialist',
      workingSince,
    } as never);
  };
  for (const [firstName, lastName, started, left] of LEAVERS) {
    const u = await person(firstName, lastName, dayBefore(started));
    await db.repo(User).update({ id: u.id }, { deletion_mark: true, dismissedAt: new Date(Date.now() - left * DAY_MS) } as never);
  }
  for (const [firstName, lastName, started] of NEWCOMERS) employees.push((await person(firstName, lastName, dayBefore(started))).id);

  const visits: VisitInput[] = [];
  for (let day = 365; day >= 1; day--) {
    const weekday = new Date(Date.now() - day * DAY_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [i, userId] of employees.entries()) {
      if ((day * 7 + i * 3) % 5 > 2) continue;
      const module = MODULES[(day + i) % MODULES.length]!;
      visits.push({
        userId,
        module,
        time: new Date(Date.now() - day * DAY_MS + ((i * 37) % 480) * 60_000),
        seconds: 30 + ((day * 13 + i * 29) % 600),
        mobile: (day + i) % 11 === 0,
      });
    }
  }
  await recordVisits(core.ds.manager, clientId, visits);
}
