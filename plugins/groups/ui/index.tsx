import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { MyGroupsWidget } from './components/MyGroupsWidget.js';

// Pages load when opened: the widget on the wall must not bring the lists, tabs and pickers along.
const GroupList = lazy(() => import('./pages/GroupList.js').then((m) => ({ default: m.GroupList })));
const GroupPage = lazy(() => import('./pages/GroupPage.js').then((m) => ({ default: m.GroupPage })));
const ProjectList = lazy(() => import('./pages/ProjectList.js').then((m) => ({ default: m.ProjectList })));
const ProjectPage = lazy(() => import('./pages/ProjectPage.js').then((m) => ({ default: m.ProjectPage })));

/** The remote module `./plugin`: a page for each route of the manifest, the wall widget and the texts. */
export default defineUiPlugin(manifest, {
  pages: {
    '/groups': <GroupList />,
    '/groups/:_id': <GroupPage />,
    '/group/:_id': <GroupPage />,
    '/projects': <ProjectList />,
    '/projects/:_id': <ProjectPage />,
  },
  slots: { 'wall.widgets': MyGroupsWidget },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
