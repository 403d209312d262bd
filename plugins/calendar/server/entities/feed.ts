import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A user's secret iCalendar feed token (one per user; a reset replaces it). */
export interface CalendarFeedRow extends ClientRow {
  userId: string;
  token: string;
}

export const CalendarFeed = defineEntity<CalendarFeedRow>({
  name: 'CalendarFeed',
  table: 'calendar_feed',
  indices: [
    { columns: ['token'], unique: true },
    { columns: ['userId'], unique: true },
  ],
  columns: {
    userId: { type: 'varchar', length: 36 },
    token: { type: 'varchar', length: 64 },
  },
});
