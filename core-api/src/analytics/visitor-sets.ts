import type { ClientDb } from '@atrium/sdk/server';
import { countPeople } from './people-set.js';
import { ALL_DEPARTMENTS, VisitDay, VisitMonth } from './summary-entities.js';

/*
 * Distinct visitors over every department from the summary's people sets (people-set.ts): a period's are
 * the union of its whole months' sets and its partial first and last months' days', counted in JS. So a
 * figure reads at most a row a month and module, plus 62 days, never a row a person.
 */

/** A set of visitors of one module (or any) on a day or in a whole month (`period`). */
export interface PeopleRow {
  period: string;
  module: string;
  people: Buffer | null;
}

const monthOf = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
/** The month `n` months after `month` (YYYY-MM). */
const shift = (month: string, n: number) => monthOf(Number(month.slice(0, 4)), Number(month.slice(5)) - 1 + n);
/** The last day of `month`. */
const lastDay = (month: string) => new Date(Date.parse(`${shift(month, 1)}-01`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The sets of the period's visitors of each of `modules`: a day's each (`byDay`), or a whole month's where
 * the period holds the whole month and a day's in its partial first and last months.
 */
export async function peopleSets(db: ClientDb, p: { from: string; to: string }, modules: string[], byDay = false): Promise<PeopleRow[]> {
  const [first, last] = [p.from.slice(0, 7), p.to.slice(0, 7)];
  const [whole, wholeTo] = [p.from.endsWith('-01') ? first : shift(first, 1), p.to === lastDay(last) ? last : shift(last, -1)];
  const months = !byDay && whole <= wholeTo;
  const dayRanges = !months
    ? [[p.from, p.to]]
    : [...(whole !== first ? [[p.from, lastDay(first)]] : []), ...(wholeTo !== last ? [[`${last}-01`, p.to]] : [])];
  const days = dayRanges.map(([from, to]) =>
    db
      .repo(VisitDay)
      .qb('d')
      .select('d.day', 'period')
      .addSelect('d.module', 'module')
      .addSelect('d.people', 'people')
      .andWhere('d.departmentId = :all AND d.module IN (:...modules)', { all: ALL_DEPARTMENTS, modules })
      .andWhere('d.day >= :from AND d.day <= :to', { from, to })
      .getRawMany<PeopleRow>(),
  );
  const ofMonths = !months
    ? []
    : [
        db
          .repo(VisitMonth)
          .qb('s')
          .select('s.month', 'period')
          .addSelect('s.module', 'module')
          .addSelect('s.people', 'people')
          .andWhere('s.module IN (:...modules) AND s.month >= :whole AND s.month <= :wholeTo', { modules, whole, wholeTo })
          .getRawMany<PeopleRow>(),
      ];
  return (await Promise.all([...days, ...ofMonths])).flat();
}

/** The number of distinct people among `rows` per key of a row (its period, its module, or one for all). */
export function countBy(rows: PeopleRow[], key: (r: PeopleRow) => string): Map<string, number> {
  const groups = new Map<string, Buffer[]>();
  for (const r of rows) {
    const sets = groups.get(key(r)) ?? groups.set(key(r), []).get(key(r))!;
    if (r.people) sets.push(r.people);
  }
  return new Map([...groups].map(([k, sets]) => [k, countPeople(sets)]));
}
