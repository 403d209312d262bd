// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * The mood meter, declared once (spec features §2: the meter is a popup). It fills the shell's `shell.mood` slot (the
 * question) and the employees administration's `employees.tabs` (the statistics, for admins). Module administrators
 * (`mood_admin`), who do not reach the employees administration, read the same statistics on `/moods`, whose menu
 * entry only they see.
 */
export const manifest = defineManifest({
  code: 'mood',
  titles: { ru: 'Настроение', en: 'Mood meter', uk: 'Настрій' },
  sdk: '^1',
  rights: { mood: { ru: 'Настроение', en: 'Mood meter', uk: 'Настрій' } },
  uiRight: 'mood',
  routes: ['/moods'],
  menu: [
    {
      key: 'moods',
      to: '/moods',
      order: 265,
      titles: { ru: 'Настроение сотрудников', en: 'Employee moods', uk: 'Настрій співробітників' },
      roles: ['mood_admin'],
      icon: {
        paths: ['M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 10l.01 0', 'M15 10l.01 0', 'M9.5 15a3.5 3.5 0 0 0 5 0'],
      },
    },
  ],
  slots: { fills: ['shell.mood', 'employees.tabs'] },
});
