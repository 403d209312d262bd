import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** followerId follows userId: sees their posts in the user feed and is told about new ones. */
export interface WallFollowRow extends ClientRow {
  userId: string;
  followerId: string;
}

export const WallFollow = defineEntity<WallFollowRow>({
  name: 'WallFollow',
  table: 'wall_follow',
  indices: [
    { columns: ['followerId'], name: 'ix_wall_follow_follower' },
    { columns: ['userId', 'followerId'], unique: true, name: 'ux_wall_follow_user_follower' },
  ],
  columns: {
    userId: { type: 'varchar', length: 36 },
    followerId: { type: 'varchar', length: 36 },
  },
});
