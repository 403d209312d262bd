import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { PollList } from './pages/PollList.js';
import { PollEditor } from './pages/PollEditor.js';
import { PollPage } from './pages/PollPage.js';
import { PollResults } from './pages/PollResults.js';
import { PollsWidget } from './components/PollsWidget.js';

/** The polls remote (`./plugin`); paths and menu repeat package.json `atrium` so the shell knows them before loading. */
export default defineUiPlugin({
  code: 'polls',
  routes: [
    { path: '/polls', element: <PollList /> },
    { path: '/poll/new', element: <PollEditor /> },
    { path: '/poll/:_id', element: <PollPage /> },
    { path: '/poll/:_id/edit', element: <PollEditor /> },
    { path: '/poll/:_id/results', element: <PollResults /> },
  ],
  menu: [{ key: 'polls', to: '/polls', icon: 'checklist', order: 100 }],
  slots: { 'wall.widgets': PollsWidget },
  locales: { en, ru, uk },
  visitModule: 'polls',
});
