import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { AnswerValue } from '../../shared/schemas.js';

/**
 * One answer to one question. The answers one person gave share a `sheetId` (a row of the results
 * table). `respondentId` is null in anonymous polls, whose ids are random (not time-ordered) and
 * whose times are cut to the day, so nothing ties a sheet to a participation marker.
 */
export interface PollResultRow extends ClientRow {
  pollId: string;
  questionId: string;
  sheetId: string;
  respondentId: string | null;
  value: AnswerValue;
}

export const PollResult = defineEntity<PollResultRow>({
  name: 'PollResult',
  table: 'poll_result',
  indices: [{ columns: ['pollId', 'respondentId'] }, { columns: ['pollId', 'sheetId'] }],
  columns: {
    pollId: { type: 'varchar', length: 36 },
    questionId: { type: 'varchar', length: 36 },
    sheetId: { type: 'varchar', length: 36 },
    respondentId: { type: 'varchar', length: 36, nullable: true },
    value: { type: 'simple-json' },
  },
});
