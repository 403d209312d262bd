import type { DoneBy, ClientDb } from '@atrium/sdk/server';
import type { ObjectLiteral } from 'typeorm';

/**
 * `EXISTS` a row of `d.entity` in the current client whose `column` is `target` (SQL of the resource
 * id) and whose `by` column is `user` (SQL: a parameter or a column of the outer query). The sub-query
 * names the client parameter the outer query of a `ClientRepository.qb` sets too.
 */
export function doneBySql<S extends ObjectLiteral>(db: ClientDb, d: Omit<DoneBy<S>, 'user'>, target: string, user: string): string {
  const sub = db.repo(d.entity).qb('dn').select('1').andWhere(`dn.${d.column} = ${target} AND dn.${d.by} = ${user}`);
  return `EXISTS (${sub.getQuery()})`;
}
