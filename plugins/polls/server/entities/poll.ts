import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { PollType } from '../../shared/constants.js';

export interface PollRow extends ClientRow {
  name: string;
  description: string;
  type: PollType;
  /** For all employees; recipients otherwise live in the core grants service under ('poll', id). */
  forAll: boolean;
  authorId: string;
  finished: boolean;
  finishedAt: Date | null;
}

export const Poll = defineEntity<PollRow>({
  name: 'Poll',
  table: 'poll',
  indices: [{ columns: ['authorId'] }],
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    type: { type: 'varchar', length: 12 },
    forAll: { type: 'boolean', default: false },
    authorId: { type: 'varchar', length: 36 },
    finished: { type: 'boolean', default: false },
    finishedAt: { type: 'datetime', precision: 3, nullable: true },
  },
});
