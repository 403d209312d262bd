// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * Services and business processes, declared once: the code (also the client feature and the right every
 * route needs), the UI's routes (spec core §2) and the menu entry. Groups and services are managed by
 * admins and the module administrators (role `services_admin`).
 */
export const manifest = defineManifest({
  code: 'services',
  titles: { ru: 'Сервисы', en: 'Services', uk: 'Сервіси' },
  sdk: '^1',
  // Comments on requests are the wall's (a comment parent `bp`): without the wall, requests have no comments;
  // a service may name a knowledge-base article (its calls by path): without the knowledge base, none.
  optionalDependsOn: ['wall', 'knowl_base'],
  rights: { services: { ru: 'Сервисы', en: 'Services', uk: 'Сервіси' } },
  uiRight: 'services',
  routes: ['/services', '/service/:_id'],
  firstCalls: { '/service/:_id': '/api/service/:_id' },
  menu: [
    {
      key: 'services',
      to: '/services',
      order: 90,
      titles: { ru: 'Сервисы', en: 'Services', uk: 'Сервіси' },
      // SVG path data of a 24x24 outline icon (this is Tabler's "apps", MIT); the host draws it.
      icon: {
        paths: [
          'M4 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4',
          'M4 15a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4',
          'M14 15a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4',
          'M14 7l6 0',
          'M17 4l0 6',
        ],
      },
    },
  ],
  notificationSections: { services: { ru: 'Сервисы', en: 'Services', uk: 'Сервіси' } },
});
