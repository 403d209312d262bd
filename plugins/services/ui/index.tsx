import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { CataloguePage } from './pages/CataloguePage.js';
import { ServicePage } from './pages/ServicePage.js';

/** The remote module `./plugin`: the catalogue and a service's page, and the translations. */
export default defineUiPlugin(manifest, {
  pages: { '/services': <CataloguePage />, '/service/:_id': <ServicePage /> },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
