import type { ServiceContext, UserContext } from '@atrium/sdk/server';
import { COVER_FORMATS, COVER_MIN_HEIGHT, COVER_WIDTH, RULES } from '../../shared/constants.js';
import type { GroupInput, GroupUpdate } from '../../shared/schemas.js';
import { indexGroup, unindexGroup } from '../search.js';
import { Group, GroupGrant, GroupInvitation, GroupMember, GroupRequest, type GroupRow } from '../entities/index.js';

const searchTextOf = (name: string, description: string) => `${name} ${description}`.toLocaleLowerCase();
const coverOwner = (groupId: string) => ({ type: 'group', id: groupId });

/**
 * A cover must be the caller's upload (or the group's current cover), a PNG or JPG exactly 3420 px wide
 * and at least 250 px high; anything else is 400 'Wrong image size', before anything is stored.
 */
export async function checkCover(ctx: UserContext, fileId: string, groupId?: string) {
  await ctx.files.attachable(fileId, groupId ? coverOwner(groupId) : undefined);
  const size = await ctx.files.imageSize(fileId);
  const fits =
    !!size && (COVER_FORMATS as readonly string[]).includes(size.format) && size.width === COVER_WIDTH && size.height >= COVER_MIN_HEIGHT;
  if (!fits) throw RULES.wrongImageSize.badRequest([RULES.wrongImageSize.field('cover')]);
}

/** Creates a group; its creator is the owner and its first administrator. A cover must have passed `checkCover`. */
export async function createGroup(ctx: ServiceContext, input: GroupInput, ownerId: string): Promise<GroupRow> {
  const group = await ctx.db.transaction(async (db) => {
    const row = await db.repo(Group).insert({
      name: input.name,
      description: input.description,
      type: input.type,
      ownerId,
      coverId: input.cover ?? null,
      searchText: searchTextOf(input.name, input.description),
    });
    await db.repo(GroupMember).insert({ groupId: row.id, userId: ownerId, admin: true });
    return row;
  });
  if (input.cover) await ctx.files.attach(input.cover, coverOwner(group.id));
  await indexGroup(ctx, group);
  return group;
}

export async function updateGroup(ctx: UserContext, group: GroupRow, input: GroupUpdate): Promise<GroupRow> {
  const coverChanges = input.cover !== undefined && input.cover !== group.coverId;
  if (coverChanges && input.cover) await checkCover(ctx, input.cover, group.id);
  const name = input.name ?? group.name;
  const description = input.description ?? group.description;
  const patch = {
    name,
    description,
    type: input.type ?? group.type,
    coverId: input.cover === undefined ? group.coverId : input.cover,
    searchText: searchTextOf(name, description),
  };
  await ctx.db.repo(Group).update({ id: group.id }, patch);
  if (coverChanges) {
    if (input.cover) await ctx.files.attach(input.cover, coverOwner(group.id));
    if (group.coverId) await ctx.files.detach(group.coverId, coverOwner(group.id));
  }
  const updated = { ...group, ...patch, updatedAt: new Date() };
  await indexGroup(ctx, updated);
  return updated;
}

/**
 * Real deletion of the group with its members, requests, invitations, grants and cover. Its posts stay
 * in the wall's table but no feed shows them any more: the group's read condition no longer matches.
 */
export async function deleteGroup(ctx: UserContext, group: GroupRow) {
  const where = { groupId: group.id };
  await ctx.db.transaction(async (db) => {
    for (const entity of [GroupMember, GroupRequest, GroupInvitation, GroupGrant]) await db.repo(entity).delete(where);
    await db.repo(Group).delete({ id: group.id });
  });
  await unindexGroup(ctx, group.id);
  if (group.coverId) await ctx.files.detach(group.coverId, coverOwner(group.id));
}
