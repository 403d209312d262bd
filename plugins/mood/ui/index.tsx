import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { MoodMeter } from './components/MoodMeter.js';

// The meter's check is on every page; the statistics tab (charts) loads when an admin opens it.
// Its tab's title is read from the component before the code loads.
const MoodsTab = Object.assign(
  lazy(() => import('./tabs/MoodsTab.js').then((m) => ({ default: m.MoodsTab }))),
  { titleKey: 'tab' },
);

const MoodsPage = lazy(() => import('./pages/MoodsPage.js').then((m) => ({ default: m.MoodsPage })));

/** The remote module `./plugin`: the meter under every page, the statistics (a tab and a page), and the translations. */
export default defineUiPlugin(manifest, {
  pages: { '/moods': <MoodsPage /> },
  slots: { 'shell.mood': MoodMeter, 'employees.tabs': MoodsTab },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
