import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { ParentFeed } from './components/ParentFeed.js';
import { PostPage } from './pages/PostPage.js';
import { WallPage } from './pages/WallPage.js';
import { FollowButton } from './profile/FollowButton.js';
import { ProfileFollowers } from './profile/ProfileFollowers.js';
import { ProfilePosts } from './profile/ProfilePosts.js';
import { WallWidgets } from './widgets/WallWidgets.js';

// Another plugin's page (a task, an article) shows it: the wall's own page never needs its code.
const ParentComments = lazy(() => import('./components/ParentComments.js').then((m) => ({ default: m.ParentComments })));

/** The remote module `./plugin`: a page for each route of the manifest, the slot contributions and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/company': <WallPage />, '/post/:_id': <PostPage /> },
  slots: {
    'wall.widgets': WallWidgets,
    // Two profile tabs: the person's posts (`?tab=plugin:wall`) and subscribers (`?tab=plugin:wall-1`).
    'profile.tabs': [ProfilePosts, ProfileFollowers],
    'profile.actions': FollowButton,
    'wall.parentFeed': ParentFeed,
    'wall.parentComments': ParentComments,
  },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
