import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { AnalyticsPage } from './pages/AnalyticsPage.js';
import { CourseFormPage } from './pages/CourseFormPage.js';
import { CoursePage } from './pages/CoursePage.js';
import { CoursesPage } from './pages/CoursesPage.js';
import { LessonPage } from './pages/LessonPage.js';
import { SettingsPage } from './pages/SettingsPage.js';
import { TestPage } from './pages/TestPage.js';

// The chief's dashboard widget loads when the dashboard shows it, not with the shell (its script budget).
// The dashboard widget loads when a dashboard shows it; its title names it in the admin's widget switches.
const TeamWidget = Object.assign(
  lazy(() => import('./components/TeamWidget.js')),
  { titleKey: 'team.title' },
);

/** The remote module `./plugin`: the learning screens and the translations. */
export default defineUiPlugin(manifest, {
  pages: {
    '/courses': <CoursesPage />,
    '/courses/settings': <SettingsPage />,
    '/courses/analytics': <AnalyticsPage />,
    '/courses/analytics/:user_id': <AnalyticsPage />,
    '/courses/new': <CourseFormPage />,
    '/courses/:id': <CoursePage />,
    '/courses/:id/lessons/new': <LessonPage />,
    '/courses/:id/lessons/:lessonId': <LessonPage />,
    '/courses/:id/tests/new': <TestPage />,
    '/courses/:id/tests/:testId': <TestPage />,
  },
  slots: { 'chief.dashboard': TeamWidget },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
