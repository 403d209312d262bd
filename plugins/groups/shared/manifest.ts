// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

const titles = { ru: 'Группы', en: 'Groups', uk: 'Групи' };

/** Groups and projects, declared once: the server half, the UI half and the core's `GET /api/plugins` all read this. */
export const manifest = defineManifest({
  code: 'groups',
  titles,
  sdk: '^1',
  // A group's feed is the wall's (a post parent); without the wall, groups have members and no feed.
  optionalDependsOn: ['wall'],
  rights: { groups: titles },
  uiRight: 'groups',
  // The list, a group's page under both of its addresses, and the projects (reached from the list).
  routes: ['/groups', '/groups/:_id', '/group/:_id', '/projects', '/projects/:_id'],
  firstCalls: { '/groups/:_id': '/api/group/:_id', '/group/:_id': '/api/group/:_id', '/projects/:_id': '/api/project/:_id' },
  menu: [
    {
      key: 'groups',
      to: '/groups',
      order: 50,
      titles,
      // Tabler's "users-group" outline icon (MIT).
      icon: {
        paths: [
          'M10 13a2 2 0 1 0 4 0a2 2 0 0 0 -4 0',
          'M8 21v-1a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v1',
          'M15 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0',
          'M17 10h2a2 2 0 0 1 2 2v1',
          'M5 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0',
          'M3 13v-1a2 2 0 0 1 2 -2h2',
        ],
      },
    },
  ],
  slots: { fills: ['wall.widgets'] },
  notificationSections: { groups: titles },
});
