import type { UserContext } from '@atrium/sdk/server';
import { GRANT_TYPE, KB_ADMIN_ROLE, RULES, type RuleName } from '../../shared/constants.js';
import { Article, type ArticleRow } from '../entities/index.js';

/** A refusal by a rule, naming the refused field when there is one. */
export const refuse = (name: RuleName, path?: string) => RULES[name].badRequest(path ? [RULES[name].field(path)] : undefined);
export const noAccess = () => RULES.noAccess.forbidden();

/** Administrators of the client and of the module see and change every item, whatever its grants. */
export const isKbAdmin = (ctx: UserContext) => ctx.me.isAdmin || ctx.me.user.roles.includes(KB_ADMIN_ROLE);

/** Vacancies need the `vacancies` right besides the module's. */
export const mayOpen = (ctx: UserContext, row: Pick<ArticleRow, 'section'>) => row.section !== 'vacancy' || ctx.me.hasRight('vacancies');

/** The author always reads and changes what they wrote, whatever its grants (or a folder's they moved it into). */
const isAuthor = (ctx: UserContext, row: Pick<ArticleRow, 'authorId'>) => row.authorId === ctx.me.user.id;

export async function canRead(ctx: UserContext, row: ArticleRow): Promise<boolean> {
  if (!mayOpen(ctx, row)) return false;
  if (isKbAdmin(ctx) || isAuthor(ctx, row) || row.grantsFrom === null) return true;
  return (await ctx.grants.levelFor(ctx.me.user, GRANT_TYPE, row.grantsFrom)) !== 'none';
}

/** Authors, administrators and those the item's grants give write. */
export async function canWrite(ctx: UserContext, row: ArticleRow): Promise<boolean> {
  if (!mayOpen(ctx, row)) return false;
  if (isKbAdmin(ctx) || isAuthor(ctx, row)) return true;
  return row.grantsFrom !== null && (await ctx.grants.levelFor(ctx.me.user, GRANT_TYPE, row.grantsFrom)) === 'write';
}

/** The item, if the caller may read it (404 for an unknown id, 403 otherwise). */
export async function readableItem(ctx: UserContext, id: string): Promise<ArticleRow> {
  const row = await ctx.db.repo(Article).get(id);
  if (!(await canRead(ctx, row))) throw noAccess();
  return row;
}

export async function writableItem(ctx: UserContext, id: string): Promise<ArticleRow> {
  const row = await ctx.db.repo(Article).get(id);
  if (!(await canWrite(ctx, row))) throw noAccess();
  return row;
}

/**
 * Who reads an item is decided by its author and the administrators (README, Rights of items): a writer
 * of a folder changes what is in it, never who reads it.
 */
export const mayChangeReaders = (ctx: UserContext, row: Pick<ArticleRow, 'authorId'>) => isKbAdmin(ctx) || isAuthor(ctx, row);

export function assertMayChangeReaders(ctx: UserContext, row: ArticleRow) {
  if (!mayChangeReaders(ctx, row)) throw RULES.readersByAuthor.forbidden();
}

/** Whether putting the item in `parent` changes who reads it: it takes its folder's grants, and the new folder's differ. */
export const changesReaders = (row: ArticleRow, parent: ArticleRow | null) =>
  !row.ownGrants && (parent?.grantsFrom ?? null) !== row.grantsFrom;

/** The top level belongs to the administrators; inside a folder, whoever may change the folder adds items. */
export async function assertCanAddTo(ctx: UserContext, parent: ArticleRow | null) {
  if (parent ? !(await canWrite(ctx, parent)) : !isKbAdmin(ctx)) throw noAccess();
}
