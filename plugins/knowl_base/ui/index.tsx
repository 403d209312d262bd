import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';
import { NewArticlesWidget, VacanciesWidget } from './components/Widgets.js';

// Pages load when opened: the wall's widgets must not bring the forms along.
const FolderPage = lazy(() => import('./pages/FolderPage.js').then((m) => ({ default: m.FolderPage })));
const ArticlePage = lazy(() => import('./pages/ArticlePage.js').then((m) => ({ default: m.ArticlePage })));
const VacancyList = lazy(() => import('./pages/VacancyList.js').then((m) => ({ default: m.VacancyList })));
const VacancyPage = lazy(() => import('./pages/VacancyPage.js').then((m) => ({ default: m.VacancyPage })));

/** The knowledge base remote (`./plugin`): a page per manifest route, two wall widgets and the texts. */
export default defineUiPlugin(manifest, {
  pages: {
    '/articles': <FolderPage />,
    '/articles/:parent': <FolderPage />,
    '/article/:_id': <ArticlePage />,
    '/vacancies': <VacancyList />,
    '/vacancy/:_id': <VacancyPage />,
  },
  slots: { 'wall.widgets': [NewArticlesWidget, VacanciesWidget] },
  locales: { en, ru, uk },
});
