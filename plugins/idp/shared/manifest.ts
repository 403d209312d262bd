// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * Individual development plans, declared once (spec features §1–§7): plans of an employee with tasks, notes and
 * a change log. Module administrators have the role `idp_admin`.
 */
export const manifest = defineManifest({
  code: 'idp',
  titles: { ru: 'ИПР', en: 'Development plans', uk: 'ІПР' },
  sdk: '^1',
  rights: { idp: { ru: 'ИПР', en: 'Development plans', uk: 'ІПР' } },
  uiRight: 'idp',
  routes: ['/idp', '/idp/new', '/idp/:id'],
  firstCalls: { '/idp/:id': '/api/idp/:id' },
  menu: [
    {
      key: 'idp',
      to: '/idp',
      order: 240,
      titles: { ru: 'ИПР', en: 'Development plans', uk: 'ІПР' },
      // SVG path data of a 24x24 outline icon (Tabler's "stairs-up", MIT); the host draws it.
      icon: { paths: ['M22 6h-5v5h-5v5h-5v5h-5', 'M6 10v-7', 'M3 6l3 -3l3 3'] },
    },
  ],
  // The chief's dashboard widget: the team's active plans and overdue tasks.
  slots: { fills: ['chief.dashboard'] },
  notificationSections: { idp: { ru: 'ИПР', en: 'Development plans', uk: 'ІПР' } },
});
