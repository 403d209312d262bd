// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * Vacations, declared once (spec §2 `/vacations`, §3 Vacation, §5, §6, §7; issue 44): planned vacations counted in
 * working days against the profile's balance, the chief's approval and the team chart.
 */
export const manifest = defineManifest({
  code: 'vacations',
  titles: { ru: 'Отпуска', en: 'Vacations', uk: 'Відпустки' },
  sdk: '^1',
  rights: {
    vacations: { ru: 'Отпуска', en: 'Vacations', uk: 'Відпустки' },
    vacations_edit: { ru: 'Отпуска сотрудников', en: "Employees' vacations", uk: 'Відпустки співробітників' },
  },
  uiRight: 'vacations',
  // Planning others' vacations moves their balances: an admin gives it one by one.
  administrative: ['vacations_edit'],
  routes: ['/vacations'],
  menu: [
    {
      key: 'vacations',
      to: '/vacations',
      order: 210,
      titles: { ru: 'Отпуска', en: 'Vacations', uk: 'Відпустки' },
      // Tabler's "beach" outline icon (MIT).
      icon: {
        paths: [
          'M17.553 16.75a7.5 7.5 0 0 0 -10.606 0',
          'M18 3.804a6 6 0 0 0 -8.196 2.196l10.392 6a6 6 0 0 0 -2.196 -8.196z',
          'M16.732 10c1.658 -2.87 2.225 -5.644 1.268 -6.196c-.957 -.552 -3.075 1.326 -4.732 4.196',
          'M15 9l-3 5.196',
          'M3 19.25a2.4 2.4 0 0 1 1 -.25a2.4 2.4 0 0 1 2 1a2.4 2.4 0 0 0 2 1a2.4 2.4 0 0 0 2 -1a2.4 2.4 0 0 1 2 -1a2.4 2.4 0 0 1 2 1a2.4 2.4 0 0 0 2 1a2.4 2.4 0 0 0 2 -1a2.4 2.4 0 0 1 2 -1a2.4 2.4 0 0 1 1 .25',
        ],
      },
    },
  ],
  // The chief's dashboard widget "vacations" (spec §2): the team's next absences.
  slots: { fills: ['chief.dashboard'] },
  notificationSections: { vacations: { ru: 'Отпуска', en: 'Vacations', uk: 'Відпустки' } },
});
