import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';
import { HeaderBalance } from './components/HeaderBalance.js';

const ShopPage = lazy(() => import('./pages/ShopPage.js').then((m) => ({ default: m.ShopPage })));

/** The shop remote (`./plugin`): its one page with the tabs, and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/shop': <ShopPage /> },
  slots: { 'shell.header': HeaderBalance },
  locales: { en, ru, uk },
});
