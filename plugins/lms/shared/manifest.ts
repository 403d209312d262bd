// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * Learning, declared once: the code (also the client feature and the right every route needs), the UI's
 * routes (spec core §2), the menu entries learning and learning analytics, and the notification section.
 */
export const manifest = defineManifest({
  code: 'lms',
  titles: { ru: 'Обучение', en: 'Learning', uk: 'Навчання' },
  sdk: '^1',
  rights: { lms: { ru: 'Обучение', en: 'Learning', uk: 'Навчання' } },
  uiRight: 'lms',
  routes: [
    '/courses',
    '/courses/settings',
    '/courses/analytics',
    '/courses/analytics/:user_id',
    '/courses/new',
    '/courses/:id',
    '/courses/:id/lessons/new',
    '/courses/:id/lessons/:lessonId',
    '/courses/:id/tests/new',
    '/courses/:id/tests/:testId',
  ],
  firstCalls: { '/courses/:id': '/api/courses/:id', '/courses/:id/lessons/:lessonId': '/api/lessons/:lessonId' },
  menu: [
    {
      key: 'lms',
      to: '/courses',
      order: 220,
      titles: { ru: 'Обучение', en: 'Learning', uk: 'Навчання' },
      // SVG path data of a 24x24 outline icon (Tabler's "school", MIT); the host draws it.
      icon: { paths: ['M22 9l-10 -4l-10 4l10 4l10 -4v6', 'M6 10.6v5.4a6 3 0 0 0 12 0v-5.4'] },
    },
    {
      key: 'lms_analytics',
      to: '/courses/analytics',
      order: 230,
      titles: { ru: 'Аналитика обучения', en: 'Learning analytics', uk: 'Аналітика навчання' },
      // Tabler's "chart-bar" (MIT).
      icon: {
        paths: [
          'M3 13a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -6',
          'M15 9a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -10',
          'M9 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -14',
        ],
      },
    },
  ],
  slots: { fills: ['chief.dashboard'] },
  notificationSections: { lms: { ru: 'Обучение', en: 'Learning', uk: 'Навчання' } },
});
