import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A person linked to a group without being a member: a join request, an invitation or a read grant. */
export interface GroupLinkRow extends ClientRow {
  groupId: string;
  userId: string;
}

const link = (name: string, table: string) =>
  defineEntity<GroupLinkRow>({
    name,
    table,
    indices: [{ columns: ['userId'] }, { columns: ['groupId', 'userId'], unique: true }],
    columns: {
      groupId: { type: 'varchar', length: 36 },
      userId: { type: 'varchar', length: 36 },
    },
  });

/** "This person asked to join this closed group" (until approved or rejected). */
export const GroupRequest = link('GroupRequest', 'group_request');
/** "This person was invited" (accepted or declined). */
export const GroupInvitation = link('GroupInvitation', 'group_invitation');
/** "This person may read the group and its posts" (a grant of one group to one user). */
export const GroupGrant = link('GroupGrant', 'group_grant');
