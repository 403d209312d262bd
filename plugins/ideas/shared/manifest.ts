// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * The idea box, declared once: the code (also the client feature and the right every route needs), the page
 * `/idea` (spec core §2) and its menu entry. Who reviews ideas is the company's choice of receivers
 * (`ctx.receivers('ideas')`, every admin when it named none); admins review too.
 */
export const manifest = defineManifest({
  code: 'ideas',
  titles: { ru: 'Идеи', en: 'Ideas', uk: 'Ідеї' },
  sdk: '^1',
  // An accepted idea pays its author the shop's "good idea" reward where the shop is installed and on.
  optionalDependsOn: ['shop'],
  rights: { ideas: { ru: 'Идеи', en: 'Ideas', uk: 'Ідеї' } },
  uiRight: 'ideas',
  routes: ['/idea'],
  menu: [
    {
      key: 'ideas',
      to: '/idea',
      order: 140,
      titles: { ru: 'Идеи', en: 'Ideas', uk: 'Ідеї' },
      // SVG path data of a 24x24 outline icon (this is Tabler's "bulb", MIT); the host draws it.
      icon: {
        paths: [
          'M3 12h1m8 -9v1m8 8h1m-15.4 -6.4l.7 .7m12.1 -.7l-.7 .7',
          'M9 16a5 5 0 1 1 6 0a3.5 3.5 0 0 0 -1 3a2 2 0 0 1 -4 0a3.5 3.5 0 0 0 -1 -3',
          'M9.7 17l4.6 0',
        ],
      },
    },
  ],
  notificationSections: { ideas: { ru: 'Идеи', en: 'Ideas', uk: 'Ідеї' } },
});
