import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import { EventInput, EventUpdate, PeriodicEventInput, PeriodicEventUpdate, RangeQuery, SeriesQuery, UpcomingQuery } from './schemas.js';
import type { EventOccurrence, FeedView } from './types.js';

/** Event ids in paths are tagged so the isolation suite can substitute another client's event. */
const EventId = z.object({ id: idOf('CalendarEvent') });
/** The feed's path: the client it belongs to and the user's secret token. */
const FeedPath = z.object({ client: idOf('Client'), token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/** Every route of the calendar (events, the feed and the widget's list), declared once. */
export const calendarRoutes = {
  accessFor: defineRoute('get', '/user/:client/events/access_for/:userId', {
    params: z.object({ client: idOf('Client'), userId: idOf('User') }),
    query: RangeQuery,
    answer: wire.result<EventOccurrence[]>(),
  }),
  byClient: defineRoute('get', '/event/byClient/:id', {
    params: z.object({ id: idOf('Client') }),
    query: RangeQuery,
    answer: wire.result<EventOccurrence[]>(),
  }),
  upcoming: defineRoute('get', '/event/upcoming', { query: UpcomingQuery, answer: wire.result<EventOccurrence[]>() }),
  create: defineRoute('post', '/event', { body: EventInput, answer: wire.result<EventOccurrence>() }),
  createPeriodic: defineRoute('post', '/event/periodic_event', { body: PeriodicEventInput, answer: wire.result<EventOccurrence>() }),
  update: defineRoute('put', '/event/:id', { params: EventId, body: EventUpdate, answer: wire.result<EventOccurrence>() }),
  updatePeriodic: defineRoute('put', '/event/periodic_event/:id', {
    params: EventId,
    query: SeriesQuery,
    body: PeriodicEventUpdate,
    answer: wire.result<EventOccurrence>(),
  }),
  remove: defineRoute('delete', '/event/:id', { params: EventId, answer: wire.result<{ _id: string }>() }),
  removePeriodic: defineRoute('delete', '/event/periodic_event/:id', {
    params: EventId,
    query: SeriesQuery,
    answer: wire.result<{ _id: string }>(),
  }),
  feed: defineRoute('get', '/event/feed', { answer: wire.result<FeedView>() }),
  resetFeed: defineRoute('post', '/event/feed/reset', { answer: wire.result<FeedView>() }),
  ical: defineRoute('get', '/event/ical/:client/:token', { params: FeedPath, answer: wire.file('text/calendar') }),
};
