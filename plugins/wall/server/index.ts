import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { postParents } from '../shared/extension-points.js';
import {
  LinksBlock,
  LinksBlockLink,
  Post,
  PostComment,
  PostLike,
  PostMention,
  PostView,
  WallFeedCount,
  WallFollow,
} from './entities/index.js';
import { Wall1732300000000 } from './migrations/1732300000000-wall.js';
import { WallRestrictedIndex1732300000100 } from './migrations/1732300000100-wall-restricted-index.js';
import { WallFeedVersion1732300000200 } from './migrations/1732300000200-wall-feed-version.js';
import { notifications } from './notifications.js';
import { commentRoutes } from './routes/comments.js';
import { removeParentComments } from './services/comment-parents.js';
import { feedRoutes } from './routes/feeds.js';
import { followRoutes } from './routes/follows.js';
import { likeRoutes } from './routes/likes.js';
import { linksBlockRoutes } from './routes/links-blocks.js';
import { mentionRoutes } from './routes/mentions.js';
import { postRoutes } from './routes/posts.js';
import { thanksRoutes } from './routes/thanks.js';
import { viewRoutes } from './routes/views.js';
import { seed } from './seed.js';
import { useParents, wallSearch } from './search.js';
import { fileAccess } from './services/access.js';
import { publishForPlugin } from './services/publish.js';
import { wallCauses } from './rewards.js';

/** The company wall: news, feeds, posts, comments, likes, thank-you posts, mentions, views and links blocks. */
export default definePlugin(manifest, {
  entities: [Post, PostComment, PostLike, PostView, PostMention, WallFollow, WallFeedCount, LinksBlock, LinksBlockLink],
  migrations: [Wall1732300000000, WallRestrictedIndex1732300000100, WallFeedVersion1732300000200],
  notifications: notifications,
  routes: (r, platform) => {
    feedRoutes(r, platform.installed(postParents));
    useParents(platform.installed(postParents));
    mentionRoutes(r);
    postRoutes(r);
    likeRoutes(r);
    viewRoutes(r);
    commentRoutes(r);
    followRoutes(r);
    thanksRoutes(r);
    linksBlockRoutes(r);
  },
  search: wallSearch,
  seed: seed,
  fileAccess: fileAccess,
  on: { 'wall.publish': publishForPlugin, 'comment_parents.removed': removeParentComments },
  extends: [wallCauses],
});
