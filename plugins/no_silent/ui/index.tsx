import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { ReportPage } from './ReportPage.js';

/** The remote module `./plugin`: the report page and the translations. */
export default defineUiPlugin(manifest, {
  pages: { '/report_violation': <ReportPage /> },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
