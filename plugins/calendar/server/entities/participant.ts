import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** An invited employee of an event. */
export interface CalendarParticipantRow extends ClientRow {
  eventId: string;
  userId: string;
}

export const CalendarParticipant = defineEntity<CalendarParticipantRow>({
  name: 'CalendarParticipant',
  table: 'calendar_participant',
  indices: [{ columns: ['userId'] }, { columns: ['eventId', 'userId'], unique: true }],
  columns: {
    eventId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
  },
});
