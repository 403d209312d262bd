import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { PostPage } from './pages/PostPage.js';
import { WallPage } from './pages/WallPage.js';
import { ProfilePosts } from './profile/ProfilePosts.js';
import { WallWidgets } from './widgets/WallWidgets.js';

/** The remote module `./plugin`: the wall's pages, menu entry, slot contributions and texts. */
export default defineUiPlugin({
  code: 'wall',
  routes: [
    { path: '/company', element: <WallPage /> },
    { path: '/post/:_id', element: <PostPage /> },
  ],
  menu: [{ key: 'wall', to: '/company', icon: 'news', order: 20 }],
  slots: { 'wall.widgets': WallWidgets, 'profile.tabs': ProfilePosts },
  locales: { en, ru, uk },
  visitModule: 'wall',
});
