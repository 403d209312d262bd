import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { HeaderBalance } from './components/HeaderBalance.js';

const ShopPage = lazy(() => import('./pages/ShopPage.js').then((m) => ({ default: m.ShopPage })));

/** The shop remote (`./plugin`): its one page with the tabs, and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/shop': <ShopPage /> },
  slots: { 'shell.header': HeaderBalance },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
