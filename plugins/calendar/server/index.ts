import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { CalendarEvent, CalendarFeed, CalendarParticipant, CalendarReminder } from './entities/index.js';
import { Calendar1732400000000 } from './migrations/1732400000000-calendar.js';
import { notifications } from './notifications.js';
import { routes } from './routes/index.js';
import { remind } from './services/reminders.js';
import { seed } from './seed.js';
import { eventSearch } from './search.js';

/** The calendar: events with recurrence, participants, reminders, four views and an iCalendar feed. */
export default definePlugin(manifest, {
  entities: [CalendarEvent, CalendarParticipant, CalendarReminder, CalendarFeed],
  migrations: [Calendar1732400000000],
  // What the UI may offer; the routes check the same rules on the server.
  abilities: (b, me) => {
    if (me.hasRight('events_create')) b.can('create', 'CalendarEvent');
    // The UI offers "open to every employee" with this; the server checks the right itself.
    if (me.hasRight('events_for_all')) b.can('open', 'CalendarEvent');
    if (me.isAdmin) b.can('manage', 'CalendarEvent');
    // Not 'manage': it includes 'create', which needs the right events_create.
    else b.can(['update', 'delete'], 'CalendarEvent', { organiserId: me.user.id });
  },
  routes,
  notifications,
  jobs: { remind },
  seed,
  search: eventSearch,
});
