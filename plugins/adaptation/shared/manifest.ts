// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * Adaptation (onboarding), declared once: the code (also the client feature and the right every route needs),
 * the UI's routes (spec features §2) and the menu entry. Tracks are managed by admins, the module
 * administrators (role `adaptation_admin`) and the HR specialists named in the module's settings.
 */
export const manifest = defineManifest({
  code: 'adaptation',
  titles: { ru: 'Адаптация', en: 'Adaptation', uk: 'Адаптація' },
  sdk: '^1',
  // Steps pay coins through the shop's reward causes, link polls and articles: each only where that plugin is on.
  optionalDependsOn: ['shop', 'polls', 'knowl_base'],
  rights: { adaptation: { ru: 'Адаптация', en: 'Adaptation', uk: 'Адаптація' } },
  uiRight: 'adaptation',
  routes: ['/adaptation', '/adaptation/user/:adapt_id', '/adaptation/:_id'],
  firstCalls: { '/adaptation/user/:adapt_id': '/api/adaptation/on_track/:adapt_id', '/adaptation/:_id': '/api/adaptation/:_id' },
  menu: [
    {
      key: 'adapt',
      to: '/adaptation',
      order: 200,
      titles: { ru: 'Адаптация', en: 'Adaptation', uk: 'Адаптація' },
      // SVG path data of a 24x24 outline icon (this is Tabler's "route", MIT); the host draws it.
      icon: {
        paths: [
          'M3 19a2 2 0 1 0 4 0a2 2 0 0 0 -4 0',
          'M19 7a2 2 0 1 0 0 -4a2 2 0 0 0 0 4z',
          'M11 19h5.5a3.5 3.5 0 0 0 0 -7h-8a3.5 3.5 0 0 1 0 -7h4.5',
        ],
      },
    },
  ],
  notificationSections: { adapt: { ru: 'Адаптация', en: 'Adaptation', uk: 'Адаптація' } },
});
