import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';

// Each page loads when it is opened: the editors bring the date fields, the result its chart.
const page = <K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const HomePage = page(() => import('./pages/HomePage.js'), 'HomePage');
const QuestionnairePage = page(() => import('./pages/QuestionnairePage.js'), 'QuestionnairePage');
const NewQuestionnairePage = page(() => import('./pages/QuestionnairePage.js'), 'NewQuestionnairePage');
const CyclePage = page(() => import('./pages/CyclePage.js'), 'CyclePage');
const NewCyclePage = page(() => import('./pages/CyclePage.js'), 'NewCyclePage');
const PollPage = page(() => import('./pages/PollPage.js'), 'PollPage');
const ResultPage = page(() => import('./pages/ResultPage.js'), 'ResultPage');

/** The remote module `./plugin`: the lists, the editors, the respondent's form, the result, and the translations. */
export default defineUiPlugin(manifest, {
  pages: {
    '/assessment': <HomePage />,
    '/assessment/questionnaire/new': <NewQuestionnairePage />,
    '/assessment/questionnaire/:questionnaireId': <QuestionnairePage />,
    '/assessment/cycle/new': <NewCyclePage />,
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
