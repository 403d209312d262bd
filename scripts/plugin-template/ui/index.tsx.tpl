import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { ItemsPage } from './pages/ItemsPage.js';

/** The remote module `./plugin`: a page for each route of the manifest, and the translations. */
export default defineUiPlugin(manifest, {
  pages: { '/__CODE__': <ItemsPage /> },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
