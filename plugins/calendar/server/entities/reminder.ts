import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * A reminder sent: unique on (client, event, occurrence, user), so whichever node inserts it first sends
 * it and any other run of the same job sends nothing.
 */
export interface CalendarReminderRow extends ClientRow {
  eventId: string;
  occurrence: string;
  userId: string;
}

export const CalendarReminder = defineEntity<CalendarReminderRow>({
  name: 'CalendarReminder',
  table: 'calendar_reminder',
  indices: [{ columns: ['eventId', 'occurrence', 'userId'], unique: true }],
  columns: {
    eventId: { type: 'varchar', length: 36 },
    occurrence: { type: 'varchar', length: 30 },
    userId: { type: 'varchar', length: 36 },
  },
});
