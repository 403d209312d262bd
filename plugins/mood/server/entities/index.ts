import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * One mood rating. It names no one: its id is random (not time-ordered) and its times are cut to the day, so
 * nothing ties it to the participant's row; only the department the employee was in when answering is kept,
 * for the statistics. `day` is the answer's day as a number (days since 1970-01-01 UTC), which the database
 * groups into weeks by arithmetic alike on SQLite and MariaDB.
 */
export interface MoodEntryRow extends ClientRow {
  rating: number;
  departmentId: string | null;
  day: number;
}

export const MoodEntry = defineEntity<MoodEntryRow>({
  name: 'MoodEntry',
  table: 'mood_entry',
  indices: [{ columns: ['day'] }],
  columns: {
    rating: { type: 'int' },
    departmentId: { type: 'varchar', length: 36, nullable: true },
    day: { type: 'int' },
  },
});

/**
 * When an employee last rated (a day number, as above): one row per employee, whose lock makes "one rating per
 * period" hold when two requests arrive at once.
 */
export interface MoodParticipantRow extends ClientRow {
  userId: string;
  lastDay: number | null;
}

export const MoodParticipant = defineEntity<MoodParticipantRow>({
  name: 'MoodParticipant',
  table: 'mood_participant',
  indices: [{ columns: ['userId'], unique: true }],
  columns: {
    userId: { type: 'varchar', length: 36 },
    lastDay: { type: 'int', nullable: true },
  },
});
