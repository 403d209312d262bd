// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * "Don't be silent": confidential violation reports (spec core §2 `/report_violation`, §5, §7). The code is
 * also the client feature and the right every route needs. `visitModule: null`: opening the page sends no
 * visit report, so nobody learns who looked at the report form.
 */
export const manifest = defineManifest({
  code: 'no_silent',
  titles: { ru: 'Не молчи', en: "Don't be silent", uk: 'Не мовчи' },
  sdk: '^1',
  rights: { no_silent: { ru: 'Не молчи', en: "Don't be silent", uk: 'Не мовчи' } },
  uiRight: 'no_silent',
  routes: ['/report_violation'],
  visitModule: null,
  menu: [
    {
      key: 'no_silent',
      to: '/report_violation',
      order: 130,
      titles: { ru: 'Сообщить о нарушении', en: 'Report a violation', uk: 'Повідомити про порушення' },
      // SVG path data of a 24x24 outline icon (Tabler's "speakerphone", MIT); the host draws it.
      icon: {
        paths: [
          'M18 8a3 3 0 0 1 0 6',
          'M10 8v11a1 1 0 0 1 -1 1h-1a1 1 0 0 1 -1 -1v-5',
          'M12 8h0l4.524 -3.77a.9 .9 0 0 1 1.476 .692v12.156a.9 .9 0 0 1 -1.476 .692l-4.524 -3.77h-8a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1h8',
        ],
      },
    },
  ],
  notificationSections: { no_silent: { ru: 'Не молчи', en: "Don't be silent", uk: 'Не мовчи' } },
});
