import { defineManifest, slot } from '@atrium/sdk/manifest';

/**
 * The wall, declared once: the server half, the UI half and the core's `GET /api/plugins` all read this.
 * `wall.widgets` is the wall's own slot (the column beside the feed); the wall fills it too. On a profile
 * it adds the posts and subscribers tabs (`profile.tabs`) and the Follow button (`profile.actions`).
 * `wall.parentFeed` is the feed and composer of one parent of a registered post parent type, which the
 * owner's page renders with `{ parentType, parentId, canWrite }`. `wall.parentComments` is the comments of one
 * record of a registered comment parent type (a task, a request), which the owner's page renders with
 * `{ parentType, parentId }`.
 */
export const manifest = defineManifest({
  code: 'wall',
  titles: { ru: 'Стена', en: 'Wall', uk: 'Стіна' },
  sdk: '^1',
  // Thank-you posts pay coins where the shop is installed (its reward causes, server/rewards.ts).
  optionalDependsOn: ['shop'],
  rights: { wall: { ru: 'Стена', en: 'Wall', uk: 'Стіна' } },
  uiRight: 'wall',
  routes: ['/company', '/post/:_id'],
  // The company feed's first page and a post: what WallPage and PostPage ask for first.
  firstCalls: { '/company': '/api/post/news/:client/1', '/post/:_id': '/api/post/:_id' },
  menu: [
    {
      key: 'wall',
      to: '/company',
      order: 20,
      titles: { ru: 'Стена', en: 'Wall', uk: 'Стіна' },
      // Tabler's "news" outline icon (MIT).
      icon: {
        paths: [
          'M16 6h3a1 1 0 0 1 1 1v11a2 2 0 0 1 -4 0v-13a1 1 0 0 0 -1 -1h-10a1 1 0 0 0 -1 1v12a3 3 0 0 0 3 3h11',
          'M8 8l4 0',
          'M8 12l4 0',
          'M8 16l4 0',
        ],
      },
    },
  ],
  slots: {
    fills: ['wall.widgets', 'profile.tabs', 'profile.actions', 'wall.parentFeed', 'wall.parentComments'],
    declares: {
      'wall.widgets': slot(),
      'wall.parentFeed': slot<{ parentType: string; parentId: string; canWrite: boolean }>(),
      'wall.parentComments': slot<{ parentType: string; parentId: string }>(),
    },
  },
  notificationSections: { posts: { ru: 'Блоги и публикации', en: 'Blogs and posts', uk: 'Блоги та публікації' } },
});

// Fillers of the wall's slots are checked against these props wherever the wall's shared/ is compiled in.
declare module '@atrium/sdk/manifest' {
  interface SlotDeclarers {
    wall: typeof manifest;
  }
}
