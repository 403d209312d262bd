import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';
import { MyGroupsWidget } from './components/MyGroupsWidget.js';
import { GroupList } from './pages/GroupList.js';
import { GroupPage } from './pages/GroupPage.js';

/** The remote module `./plugin`: a page for each route of the manifest, the wall widget and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/groups': <GroupList />, '/groups/:_id': <GroupPage />, '/group/:_id': <GroupPage /> },
  slots: { 'wall.widgets': MyGroupsWidget },
  locales: { en, ru, uk },
});
