// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/** Polls, declared once: the server half, the UI half and the core's `GET /api/plugins` all read this. */
export const manifest = defineManifest({
  code: 'polls',
  titles: { ru: 'Опросы', en: 'Polls', uk: 'Опитування' },
  sdk: '^1',
  // Answering a poll pays coins where the shop is installed (its reward causes, server/rewards.ts).
  optionalDependsOn: ['shop'],
  rights: { polls: { ru: 'Опросы', en: 'Polls', uk: 'Опитування' } },
  uiRight: 'polls',
  routes: ['/polls', '/poll/new', '/poll/:_id', '/poll/:_id/edit', '/poll/:_id/results'],
  firstCalls: { '/poll/:_id': '/api/poll/:_id' },
  menu: [
    {
      key: 'polls',
      to: '/polls',
      order: 100,
      titles: { ru: 'Опросы', en: 'Polls', uk: 'Опитування' },
      // Tabler's "checklist" outline icon (MIT).
      icon: { paths: ['M9.615 20h-2.615a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v8', 'M14 19l2 2l4 -4', 'M9 8h4', 'M9 12h2'] },
    },
  ],
  slots: { fills: ['wall.widgets'] },
  notificationSections: { polls: { ru: 'Опросы', en: 'Polls', uk: 'Опитування' } },
});
