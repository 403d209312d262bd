// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * __TITLE__, declared once: the code (also the client feature), its rights with titles, the UI's
 * routes and menu entry. The server half, the UI half and the core's `GET /api/plugins` all read it.
 */
export const manifest = defineManifest({
  code: '__CODE__',
  titles: { ru: '__TITLE__', en: '__TITLE__', uk: '__TITLE__' },
  sdk: '^1',
  rights: { '__CODE__': { ru: '__TITLE__', en: '__TITLE__', uk: '__TITLE__' } },
  uiRight: '__CODE__',
  routes: ['/__CODE__'],
  menu: [
    {
      key: '__CODE__',
      to: '/__CODE__',
      order: 500,
      titles: { ru: '__TITLE__', en: '__TITLE__', uk: '__TITLE__' },
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
