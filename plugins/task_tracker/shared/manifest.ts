// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/** Task tracker, declared once: the server half, the UI half and the core's `GET /api/plugins` all read it. */
export const manifest = defineManifest({
  code: 'task_tracker',
  titles: { ru: 'Трекер задач', en: 'Task tracker', uk: 'Трекер завдань' },
  sdk: '^1',
  // Task comments are the wall's (a comment parent): without the wall, tasks have no comments.
  optionalDependsOn: ['wall'],
  rights: {
    task_tracker: { ru: 'Трекер задач', en: 'Task tracker', uk: 'Трекер завдань' },
    desk_add: { ru: 'Создание досок', en: 'Creating boards', uk: 'Створення дошок' },
  },
  uiRight: 'task_tracker',
  routes: ['/task-tracker/', '/desk/:_id'],
  firstCalls: { '/desk/:_id': '/api/task_tracker/:_id' },
  menu: [
    {
      key: 'task_tracker',
      to: '/task-tracker/',
      order: 500,
      titles: { ru: 'Трекер задач', en: 'Task tracker', uk: 'Трекер завдань' },
      // Tabler's "layout-kanban" outline icon (MIT).
      icon: {
        paths: [
          'M4 4l6 0',
          'M14 4l6 0',
          'M4 8m0 2a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
          'M14 8m0 2a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
        ],
      },
    },
  ],
  slots: { fills: ['chief.dashboard'] },
});
