import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
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
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
