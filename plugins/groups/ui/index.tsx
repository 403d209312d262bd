import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { MyGroupsWidget } from './components/MyGroupsWidget.js';
import { GroupList } from './pages/GroupList.js';
import { GroupPage } from './pages/GroupPage.js';

/** The remote module `./plugin`: a page for each route of the manifest, the wall widget and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/groups': <GroupList />, '/groups/:_id': <GroupPage />, '/group/:_id': <GroupPage /> },
  slots: { 'wall.widgets': MyGroupsWidget },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
