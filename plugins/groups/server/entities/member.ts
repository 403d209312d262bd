import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A member of a group; `admin` members manage it (the owner is always one). */
export interface GroupMemberRow extends ClientRow {
  groupId: string;
  userId: string;
  admin: boolean;
}

export const GroupMember = defineEntity<GroupMemberRow>({
  name: 'GroupMember',
  table: 'group_member',
  indices: [{ columns: ['userId', 'groupId'] }, { columns: ['groupId', 'userId'], unique: true }],
  columns: {
    groupId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    admin: { type: 'boolean', default: false },
  },
});
