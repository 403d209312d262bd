import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { CyclePage } from './pages/CyclePage.js';
import { HomePage } from './pages/HomePage.js';
import { PollPage } from './pages/PollPage.js';
import { QuestionnairePage } from './pages/QuestionnairePage.js';
import { ResultPage } from './pages/ResultPage.js';

/** The remote module `./plugin`: the lists, a cycle, a questionnaire, the respondent's form, the result, and the translations. */
export default defineUiPlugin(manifest, {
  pages: {
    '/assessment': <HomePage />,
    '/assessment/questionnaire/:questionnaireId': <QuestionnairePage />,
    '/assessment/cycle/:cycleId': <CyclePage />,
    '/assessment/poll/:cycleId/:stepId/:questionnaireId/:userId': <PollPage />,
    '/assessment/result/:cycleId/:userId': <ResultPage />,
  },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
