import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { PollsWidget } from './components/PollsWidget.js';

// Pages load when opened: the widget on the wall must not bring the editor or the results' charts along.
const PollList = lazy(() => import('./pages/PollList.js').then((m) => ({ default: m.PollList })));
const PollEditor = lazy(() => import('./pages/PollEditor.js').then((m) => ({ default: m.PollEditor })));
const PollPage = lazy(() => import('./pages/PollPage.js').then((m) => ({ default: m.PollPage })));
const PollResults = lazy(() => import('./pages/PollResults.js').then((m) => ({ default: m.PollResults })));

/** The polls remote (`./plugin`): a page for each route of the manifest, the wall widget and the texts. */
export default defineUiPlugin(manifest, {
  pages: {
    '/polls': <PollList />,
    '/poll/new': <PollEditor />,
    '/poll/:_id': <PollPage />,
    '/poll/:_id/edit': <PollEditor />,
    '/poll/:_id/results': <PollResults />,
  },
  slots: { 'wall.widgets': PollsWidget },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
