import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';
import { PollList } from './pages/PollList.js';
import { PollEditor } from './pages/PollEditor.js';
import { PollPage } from './pages/PollPage.js';
import { PollResults } from './pages/PollResults.js';
import { PollsWidget } from './components/PollsWidget.js';

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
  locales: { en, ru, uk },
});
