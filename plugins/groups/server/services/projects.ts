import { defineQuery, In, type Params, type QueryBuilder, type ServerAnswer, type UserContext } from '@atrium/sdk/server';
import { employeeCard, errors, type Paged } from '@atrium/sdk/shared';
import { RULES } from '../../shared/constants.js';
import type { ProjectInput, ProjectUpdate } from '../../shared/schemas.js';
import type { ProjectView } from '../../shared/types.js';
import { Project, ProjectParticipant, type ProjectRow } from '../entities/index.js';

/** People named as participants must be active employees of the client. */
async function checkPeople(ctx: UserContext, ids: string[]) {
  const found = new Set((await ctx.employees.cards(ids)).filter((c) => !c.deleted).map((c) => c.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw RULES.userNotFound.badRequest([RULES.userNotFound.field('participants', missing)]);
}

/** Projects and their participants, the creator first and the others by name: three queries for any number. */
export async function projectViews(ctx: UserContext, projects: ProjectRow[]): Promise<ServerAnswer<ProjectView>[]> {
  if (!projects.length) return [];
  const rows = await ctx.db.repo(ProjectParticipant).find({ where: { projectId: In(projects.map((p) => p.id)) } });
  const cards = new Map((await ctx.employees.cards([...new Set(rows.map((r) => r.userId))])).map((c) => [c.id, employeeCard(c)]));
  return projects.map((p) => {
    const people = rows
      .filter((r) => r.projectId === p.id && cards.has(r.userId))
      .map((r) => cards.get(r.userId)!)
      .sort(
        (a, b) =>
          Number(b.id === p.creatorId) - Number(a.id === p.creatorId) ||
          a.lastName.localeCompare(b.lastName) ||
          a.firstName.localeCompare(b.firstName),
      );
    return { id: p.id, name: p.name, description: p.description, creatorId: p.creatorId, participants: people, created: p.createdAt };
  });
}

/** A project its participants (the creator is one) and company administrators see; 404 for anyone else. */
export async function readableProject(ctx: UserContext, id: string): Promise<ProjectRow> {
  const project = await ctx.db.repo(Project).get(id);
  if (!ctx.me.isAdmin && !(await ctx.db.repo(ProjectParticipant).exists({ projectId: id, userId: ctx.me.user.id })))
    throw errors.notFound();
  return project;
}

/** Its creator and company administrators change a project; 403 for other participants. */
export async function managedProject(ctx: UserContext, id: string): Promise<ProjectRow> {
  const project = await readableProject(ctx, id);
  if (!ctx.me.isAdmin && project.creatorId !== ctx.me.user.id) throw errors.forbidden();
  return project;
}

export async function createProject(ctx: UserContext, input: ProjectInput): Promise<ProjectRow> {
  const me = ctx.me.user.id;
  const others = [...new Set(input.participants)].filter((u) => u !== me);
  await checkPeople(ctx, others);
  return ctx.db.transaction(async (db) => {
    const project = await db.repo(Project).insert({ name: input.name, description: input.description, creatorId: me });
    await db.repo(ProjectParticipant).insertMany([me, ...others].map((userId) => ({ projectId: project.id, userId })));
    return project;
  });
}

/** Replaces what the body gives; `participants` replaces the list, and the creator always stays in it. */
export async function updateProject(ctx: UserContext, project: ProjectRow, input: ProjectUpdate): Promise<ProjectRow> {
  const patch = { name: input.name ?? project.name, description: input.description ?? project.description };
  const people = input.participants && [...new Set([project.creatorId, ...input.participants])];
  if (people)
    await checkPeople(
      ctx,
      people.filter((u) => u !== project.creatorId),
    );
  await ctx.db.transaction(async (db) => {
    await db.repo(Project).update({ id: project.id }, patch);
    if (!people) return;
    await db.repo(ProjectParticipant).delete({ projectId: project.id });
    await db.repo(ProjectParticipant).insertMany(people.map((userId) => ({ projectId: project.id, userId })));
  });
  return { ...project, ...patch };
}

export async function deleteProject(ctx: UserContext, project: ProjectRow) {
  await ctx.db.transaction(async (db) => {
    await db.repo(ProjectParticipant).delete({ projectId: project.id });
    await db.repo(Project).delete({ id: project.id });
  });
}

export async function addParticipant(ctx: UserContext, project: ProjectRow, userId: string) {
  await checkPeople(ctx, [userId]);
  await ctx.db.repo(ProjectParticipant).insertOnce({ projectId: project.id, userId });
}

type MineValues = { me: string; limit: number; offset: number };
const mine = (q: QueryBuilder<ProjectRow>, v: Params<MineValues>) =>
  q.andWhere(`pr.id IN (${q.sub(ProjectParticipant, 'pp', (s) => s.select('pp.projectId').andWhere(`pp.userId = ${v.me}`))})`);
const projectPage = defineQuery('groups.projects', Project, 'pr', (q, v: Params<MineValues>) =>
  mine(q, v).orderBy('pr.createdAt', 'DESC').addOrderBy('pr.id', 'DESC').paged(v.limit, v.offset),
);
const projectCount = defineQuery('groups.projects.count', Project, 'pr', (q, v: Params<MineValues>) =>
  mine(q, v).select('COUNT(*)', 'n').rows<{ n: number | string }>(),
);

/** The projects the caller takes part in, newest first, paged in the database. */
export async function myProjects(ctx: UserContext, page: number, limit: number): Promise<ServerAnswer<Paged<ProjectView>>> {
  const values = { me: ctx.me.user.id, limit, offset: (page - 1) * limit };
  const [{ entities }, { raw }] = await Promise.all([ctx.db.run(projectPage, values), ctx.db.run(projectCount, values)]);
  return { result: await projectViews(ctx, entities), page, limit, total: Number(raw[0]?.n ?? 0) };
}
