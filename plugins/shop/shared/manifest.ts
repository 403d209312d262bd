// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/** The shop, declared once: the server half, the UI half and the core's `GET /api/plugins` all read this. */
export const manifest = defineManifest({
  code: 'shop',
  titles: { ru: 'Магазин', en: 'Shop', uk: 'Магазин' },
  sdk: '^1',
  // A published accrual goes on the company wall through the wall's `wall.publish`, where the wall is installed.
  optionalDependsOn: ['wall'],
  rights: { shop: { ru: 'Магазин', en: 'Shop', uk: 'Магазин' } },
  uiRight: 'shop',
  routes: ['/shop'],
  menu: [
    {
      key: 'shop',
      to: '/shop',
      order: 180,
      titles: { ru: 'Магазин', en: 'Shop', uk: 'Магазин' },
      // Tabler's "shopping-cart" outline icon (MIT).
      icon: {
        paths: ['M4 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0', 'M15 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0', 'M17 17h-11v-14h-2', 'M6 5l14 1l-1 7h-13'],
      },
    },
  ],
  notificationSections: { shop: { ru: 'Магазин', en: 'Shop', uk: 'Магазин' } },
  // My balance in the shell's header, on every page.
  slots: { fills: ['shell.header'] },
});
