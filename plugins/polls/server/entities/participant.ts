import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * "This user has answered this poll": enforces one answer per person and feeds the "not passed" tab.
 * It carries no answer and no reference to one, so in an anonymous poll answers stay unlinked.
 */
export interface PollParticipantRow extends ClientRow {
  pollId: string;
  userId: string;
}

export const PollParticipant = defineEntity<PollParticipantRow>({
  name: 'PollParticipant',
  table: 'poll_participant',
  indices: [{ columns: ['userId'] }, { columns: ['pollId', 'userId'], unique: true }],
  columns: {
    pollId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
  },
});
