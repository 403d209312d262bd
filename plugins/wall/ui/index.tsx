import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';
import { PostPage } from './pages/PostPage.js';
import { WallPage } from './pages/WallPage.js';
import { ProfilePosts } from './profile/ProfilePosts.js';
import { WallWidgets } from './widgets/WallWidgets.js';

/** The remote module `./plugin`: a page for each route of the manifest, the slot contributions and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/company': <WallPage />, '/post/:_id': <PostPage /> },
  slots: { 'wall.widgets': WallWidgets, 'profile.tabs': ProfilePosts },
  locales: { en, ru, uk },
});
