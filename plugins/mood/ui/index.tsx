import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { MoodMeter } from './components/MoodMeter.js';
import { MoodsTab } from './tabs/MoodsTab.js';

/** The remote module `./plugin`: the meter under every page, the employees administration's tab, and the translations. */
export default defineUiPlugin(manifest, {
  pages: {},
  slots: { 'shell.mood': MoodMeter, 'employees.tabs': MoodsTab },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
