import { Between } from 'typeorm';
import { errors, workdayRoutes, type ClientDb, type WorkdaysView } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { Client } from '../clients/entity.js';
import { WorkdayOverrideEntity } from './entities.js';
import { knownCountries, publicHolidays } from './holidays.js';

const inYear = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

async function yearView(db: ClientDb, client: { lang: string; settings: Record<string, unknown> | null }, year: number) {
  const country = typeof client.settings?.country === 'string' ? client.settings.country : null;
  const overrides = await db
    .repo(WorkdayOverrideEntity)
    .qb('o')
    .andWhere('o.day BETWEEN :from AND :to', inYear(year))
    .orderBy('o.day', 'ASC')
    .getMany();
  return {
    year,
    country,
    holidays: country ? publicHolidays(country, year, client.lang) : [],
    overrides: overrides.map((o) => ({ day: o.day, workday: o.workday })),
  } satisfies WorkdaysView;
}

/**
 * The work calendar (docs/architecture.md, Work calendar): weekends and the country's public holidays, and the
 * days an admin changed. Admins read and change a year; every plugin counts days through `ctx.workdays`.
 */
export const workdaysArea: AreaFactory = (core) => ({
  core: true,
  code: 'workdays',
  routes: (r) => {
    const clientOf = (id: string) => core.ds.getRepository(Client).findOneByOrFail({ id });

    r.route(
      workdayRoutes.countries,
      { auth: 'admin', summary: 'The country codes whose public holidays the work calendar knows (the company setting country)' },
      () => knownCountries(),
    );

    r.route(
      workdayRoutes.get,
      { auth: 'admin', summary: "A year of the company's work calendar: holidays and changed days" },
      async (ctx) => yearView(ctx.db, await clientOf(ctx.db.clientId), ctx.params.year),
    );

    r.route(
      workdayRoutes.update,
      {
        auth: 'admin',
        summary: "Replaces the year's changed days (a working day made a day off, or the other way)",
        example: { overrides: [{ day: '2027-01-04', workday: true }] },
      },
      async (ctx) => {
        const { year } = ctx.params;
        const outside = ctx.body.overrides.findIndex((o) => !o.day.startsWith(`${year}-`));
        if (outside >= 0)
          throw errors.badRequest('the day is not in this year', 'workdays.otherYear', [
            { path: `overrides.${outside}.day`, message: 'the day is not in this year' },
          ]);
        await ctx.db.transaction(async (db) => {
          const repo = db.repo(WorkdayOverrideEntity);
          const { from, to } = inYear(year);
          await repo.delete({ day: Between(from, to) });
          await repo.insertMany(ctx.body.overrides.map((o) => ({ day: o.day, workday: o.workday })));
        });
        await ctx.journal('clients', 'workdays.update', { year, days: ctx.body.overrides.length });
        return yearView(ctx.db, await clientOf(ctx.db.clientId), year);
      },
    );
  },
});
