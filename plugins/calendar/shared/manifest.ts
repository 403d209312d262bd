// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/** The calendar, declared once: the server half, the UI half and the core's `GET /api/plugins` all read this. */
export const manifest = defineManifest({
  code: 'calendar',
  titles: { ru: 'Календарь', en: 'Calendar', uk: 'Календар' },
  sdk: '^1',
  rights: {
    calendar: { ru: 'Календарь', en: 'Calendar', uk: 'Календар' },
    events_create: { ru: 'Создание событий', en: 'Creating events', uk: 'Створення подій' },
    events_for_all: { ru: 'События для всех сотрудников', en: 'Events for every employee', uk: 'Події для всіх співробітників' },
  },
  uiRight: 'calendar',
  // Opening an event to everyone writes into every employee's calendar: an admin gives it one by one.
  administrative: ['events_for_all'],
  routes: ['/calendar'],
  menu: [
    {
      key: 'calendar',
      to: '/calendar',
      order: 60,
      titles: { ru: 'Календарь', en: 'Calendar', uk: 'Календар' },
      // Tabler's "calendar" outline icon (MIT).
      icon: {
        paths: [
          'M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-12z',
          'M16 3v4',
          'M8 3v4',
          'M4 11h16',
          'M11 15h1',
          'M12 15v3',
        ],
      },
    },
  ],
  slots: { fills: ['wall.widgets'] },
  notificationSections: { events: { ru: 'События', en: 'Events', uk: 'Події' } },
});
