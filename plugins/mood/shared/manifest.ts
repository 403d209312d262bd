// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * The mood meter, declared once: no page and no menu entry (spec features §2: the meter is a popup). It fills the
 * shell's `shell.mood` slot (the question) and the employees administration's `employees.tabs` (the statistics).
 */
export const manifest = defineManifest({
  code: 'mood',
  titles: { ru: 'Настроение', en: 'Mood meter', uk: 'Настрій' },
  sdk: '^1',
  rights: { mood: { ru: 'Настроение', en: 'Mood meter', uk: 'Настрій' } },
  uiRight: 'mood',
  routes: [],
  slots: { fills: ['shell.mood', 'employees.tabs'] },
});
