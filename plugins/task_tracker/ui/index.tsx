import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { OverdueWidget } from './components/OverdueWidget.js';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };

// Pages load when opened: the dashboard widget must not bring the kanban along.
const DeskList = lazy(() => import('./pages/DeskList.js').then((m) => ({ default: m.DeskList })));
const DeskPage = lazy(() => import('./pages/DeskPage.js').then((m) => ({ default: m.DeskPage })));

/** The tracker remote (`./plugin`): the boards list, a board, the chief's dashboard widget and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/task-tracker/': <DeskList />, '/desk/:_id': <DeskPage /> },
  slots: { 'chief.dashboard': OverdueWidget },
  locales: { en, ru, uk },
});
