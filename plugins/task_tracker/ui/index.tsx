import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { OverdueWidget } from './components/OverdueWidget.js';

// Pages load when opened: the dashboard widget must not bring the kanban along.
const DeskList = lazy(() => import('./pages/DeskList.js').then((m) => ({ default: m.DeskList })));
const DeskPage = lazy(() => import('./pages/DeskPage.js').then((m) => ({ default: m.DeskPage })));

/** The tracker remote (`./plugin`): the desks list, a desk, the chief's dashboard widget and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/task-tracker/': <DeskList />, '/desk/:_id': <DeskPage /> },
  slots: { 'chief.dashboard': OverdueWidget },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
