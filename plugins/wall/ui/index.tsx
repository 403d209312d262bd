import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';
import { ParentFeed } from './components/ParentFeed.js';
import { PostPage } from './pages/PostPage.js';
import { WallPage } from './pages/WallPage.js';
import { FollowButton } from './profile/FollowButton.js';
import { ProfileFollowers } from './profile/ProfileFollowers.js';
import { ProfilePosts } from './profile/ProfilePosts.js';
import { WallWidgets } from './widgets/WallWidgets.js';

/** The remote module `./plugin`: a page for each route of the manifest, the slot contributions and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/company': <WallPage />, '/post/:_id': <PostPage /> },
  slots: {
    'wall.widgets': WallWidgets,
    // Two profile tabs: the person's posts (`?tab=plugin:wall`) and subscribers (`?tab=plugin:wall-1`).
    'profile.tabs': [ProfilePosts, ProfileFollowers],
    'profile.actions': FollowButton,
    'wall.parentFeed': ParentFeed,
  },
  locales: { en, ru, uk },
});
