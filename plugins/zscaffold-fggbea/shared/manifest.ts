// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * Zscaffold fggbea, declared once: the code (also the client feature), its rights with titles, the UI's
 * routes and menu entry. The server half, the UI half and the core's `GET /api/plugins` all read it.
 */
export const manifest = defineManifest({
  code: 'zscaffold-fggbea',
  titles: { ru: 'Zscaffold fggbea', en: 'Zscaffold fggbea', uk: 'Zscaffold fggbea' },
  sdk: '^1',
  rights: { 'zscaffold-fggbea': { ru: 'Zscaffold fggbea', en: 'Zscaffold fggbea', uk: 'Zscaffold fggbea' } },
  routes: ['/zscaffold-fggbea'],
  menu: [
    {
      key: 'zscaffold-fggbea',
      to: '/zscaffold-fggbea',
      order: 500,
      titles: { ru: 'Zscaffold fggbea', en: 'Zscaffold fggbea', uk: 'Zscaffold fggbea' },
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
});
