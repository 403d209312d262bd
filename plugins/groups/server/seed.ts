import { In, type EventContext, type SeedContext } from '@atrium/sdk/server';
import { GroupInput } from '../shared/schemas.js';
import { Group, GroupGrant, GroupInvitation, GroupMember, GroupRequest, Project, ProjectParticipant } from './entities/index.js';
import { createGroup } from './services/store.js';

const GROUPS = [
  {
    name: 'Running club',
    description: 'Morning runs along the river, every Tuesday and Thursday.',
    type: 'public',
    post: 'Tuesday run: we start at 8:00 by the bridge, 5 km at an easy pace. Who is in?',
  },
  {
    name: 'Product team',
    description: 'Plans, releases and questions of the product team.',
    type: 'closed',
    post: 'The release notes of the spring version are ready: please read them before Thursday’s demo.',
  },
  {
    name: 'Leadership circle',
    description: 'Heads of departments: strategy drafts before they go public.',
    type: 'private',
    post: 'Draft of next year’s goals is attached to the agenda; comments welcome before Friday.',
  },
] as const;

/**
 * Demo and isolation-suite data for one client: a public, a closed and a private group owned by the
 * first administrator, with members, a request, an invitation and a grant, and a project. Nobody is
 * notified: seeding is not publishing.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const owner = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!owner) return;
  const others = ctx.users.filter((u) => u.id !== owner.id).map((u) => u.id);
  const groups = [];
  for (const { post: _post, ...g } of GROUPS) groups.push(await createGroup(ctx, GroupInput.parse(g), owner.id));
  const [open, closed, secret] = groups;
  const [a, b, c, d] = others;
  const members = [
    ...others.slice(0, 6).map((userId) => ({ groupId: open!.id, userId })),
    ...[a, b].filter((u): u is string => !!u).map((userId) => ({ groupId: closed!.id, userId })),
    ...[a].filter((u): u is string => !!u).map((userId) => ({ groupId: secret!.id, userId, admin: true })),
  ];
  if (members.length) await ctx.db.repo(GroupMember).insertMany(members);
  if (c) await ctx.db.repo(GroupRequest).insert({ groupId: closed!.id, userId: c });
  if (d) await ctx.db.repo(GroupInvitation).insert({ groupId: closed!.id, userId: d });
  if (b) await ctx.db.repo(GroupGrant).insert({ groupId: secret!.id, userId: b });
  const project = await ctx.db
    .repo(Project)
    .insert({ name: 'Office move', description: 'Moving to the new floor in spring.', creatorId: owner.id });
  await ctx.db.repo(ProjectParticipant).insertMany([owner.id, ...others.slice(0, 3)].map((userId) => ({ projectId: project.id, userId })));
}

/** The wall writes one post by the owner on each demo group's wall (`demoPosts` of the wall's post parents). */
export async function demoPosts(ctx: EventContext): Promise<{ parentId: string; authorId: string; text: string }[]> {
  const groups = await ctx.db.repo(Group).find({ where: { name: In(GROUPS.map((g) => g.name)) } });
  return groups.map((g) => ({ parentId: g.id, authorId: g.ownerId, text: GROUPS.find((d) => d.name === g.name)!.post }));
}
