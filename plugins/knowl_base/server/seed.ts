import type { SeedContext } from '@atrium/sdk/server';
import { ArticleInput } from '../shared/schemas.js';
import { Article, ArticleFavourite, ArticleViewMark, VacancyResponse, type ArticleRow } from './entities/index.js';
import { createItem } from './services/store.js';

const NO_FILES = { cover: null, thumb: null, files: [], attachments: [] };

/**
 * Demo and isolation-suite data for one client: a handbook with folders and articles (one readable by
 * the department of the first seeded user who has one, when someone has), and two open vacancies, one with a response.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const author = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!author) return;
  const add = (input: Record<string, unknown>, parent: ArticleRow | null) =>
    createItem(ctx, ArticleInput.parse(input), parent, author.id, NO_FILES);
  const handbook = await add({ kind: 'folder', title: 'Employee handbook', subtitle: 'How we work' }, null);
  const start = await add({ kind: 'folder', title: 'First days' }, handbook);
  const welcome = await add(
    {
      kind: 'article',
      title: 'Welcome aboard',
      subtitle: 'Your first week',
      content: '<p>On your first day your mentor meets you at the reception and shows you around the office.</p>',
      tags: ['onboarding'],
    },
    start,
  );
  await add(
    {
      kind: 'article',
      title: 'Vacation policy',
      content:
        '<p>Plan your vacation two weeks ahead and agree the dates with your chief.</p><ul><li>28 days a year</li><li>At least one part of 14 days</li></ul>',
      tags: ['hr'],
    },
    handbook,
  );
  await add({ kind: 'file', title: 'Company site', url: 'https://example.com' }, handbook);
  let department: string | null = null;
  for (const u of ctx.users) department ??= (await ctx.employees.asMe(u.id))?.departmentId ?? null;
  if (department)
    await add(
      {
        kind: 'article',
        title: 'Department budget rules',
        content: '<p>Only our department reads this: how we spend and approve the budget.</p>',
        grants: [{ level: 'read', audience: 'departments', departmentIds: [department] }],
      },
      handbook,
    );
  const frontend = await add(
    {
      kind: 'article',
      section: 'vacancy',
      title: 'Frontend developer',
      content: '<p>React and TypeScript, three years of experience. Office or remote.</p>',
      tags: ['it'],
      vacancy: { salaryFrom: 150000, salaryTo: 220000, salaryCurrency: 'rub' },
    },
    null,
  );
  await add(
    {
      kind: 'article',
      section: 'vacancy',
      title: 'Office manager',
      content: '<p>Keeps the office running: supplies, guests, travel bookings.</p>',
      tags: ['office'],
      vacancy: { salaryFrom: 60000, salaryTo: null, salaryCurrency: 'rub' },
    },
    null,
  );
  // A response the administrators find on the vacancy (it names no receivers, so they are the ones told).
  const applicant = ctx.users.find((u) => u.id !== author.id);
  if (applicant)
    await ctx.db.repo(VacancyResponse).insert({
      vacancyId: frontend.id,
      userId: applicant.id,
      text: 'I have built our team calendar in React; I would like to do it full time.',
      attachments: [],
      receivers: [author.id],
    });
  for (const u of ctx.users.slice(0, 3)) await ctx.db.repo(ArticleViewMark).insert({ articleId: welcome.id, userId: u.id });
  await ctx.db.repo(Article).update({ id: welcome.id }, { views: Math.min(3, ctx.users.length) });
  await ctx.db.repo(ArticleFavourite).insert({ articleId: welcome.id, userId: author.id });
}
