import { In } from '@atrium/sdk/server';
import type { PostParentType } from '@atrium/plugin-wall/shared/extension-points.js';
import { Group, GroupGrant, GroupMember } from './entities/index.js';
import { demoPosts } from './seed.js';
import { memberOfSql, readsSql, relationOf } from './services/access.js';

/**
 * Groups as a post parent of the wall (its `postParents` extension point): a group's posts are read by whoever may
 * read the group (anyone for a public group; members and granted people for closed and private ones)
 * and written by its members. The same rule is SQL for the wall's feeds and a check for one post.
 */
export const groupParent: PostParentType = {
  entity: 'Group',
  readable: (q, refs) => readsSql(q, refs.parentId, refs.reader),
  memberOf: (q, user) => memberOfSql(q, user),
  async canRead(ctx, id) {
    const group = await ctx.db.repo(Group).findOne({ id });
    return !!group && (await relationOf(ctx, group, ctx.me.user.id)).reads;
  },
  async canWrite(ctx, id) {
    return ctx.db.repo(GroupMember).exists({ groupId: id, userId: ctx.me.user.id });
  },
  async readers(ctx, id, among) {
    const group = await ctx.db.repo(Group).findOne({ id });
    if (!group || !among.length) return [];
    if (group.type === 'public') return among;
    const where = { groupId: id, userId: In(among) };
    const [members, grants] = await Promise.all([ctx.db.repo(GroupMember).find({ where }), ctx.db.repo(GroupGrant).find({ where })]);
    const reach = new Set([...members, ...grants].map((r) => r.userId));
    return among.filter((u) => reach.has(u));
  },
  demoPosts,
};
