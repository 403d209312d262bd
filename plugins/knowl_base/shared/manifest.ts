// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * The knowledge base and vacancies, one plugin (README, "One plugin"): both are items of one tree of
 * articles and share every call of the knowledge base. `knowl_base` guards the routes,
 * `kb_files` adds and removes files, `vacancies` opens the vacancies and their responses.
 */
export const manifest = defineManifest({
  code: 'knowl_base',
  titles: { ru: 'База знаний', en: 'Knowledge base', uk: 'База знань' },
  sdk: '^1',
  // Comments on articles are the wall's (a comment parent `article`): without the wall, articles have none.
  optionalDependsOn: ['wall'],
  rights: {
    knowl_base: { ru: 'База знаний', en: 'Knowledge base', uk: 'База знань' },
    kb_files: { ru: 'Файлы базы знаний', en: 'Knowledge base files', uk: 'Файли бази знань' },
    vacancies: { ru: 'Вакансии', en: 'Vacancies', uk: 'Вакансії' },
  },
  uiRight: 'knowl_base',
  routes: ['/articles', '/articles/:parent', '/article/:_id', '/vacancies', '/vacancy/:_id'],
  firstCalls: { '/articles/:parent': '/api/article/:parent', '/article/:_id': '/api/article/:_id', '/vacancy/:_id': '/api/article/:_id' },
  menu: [
    {
      key: 'knowl_base',
      to: '/articles',
      order: 70,
      titles: { ru: 'База знаний', en: 'Knowledge base', uk: 'База знань' },
      // Tabler's "book" outline icon (MIT).
      icon: { paths: ['M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0', 'M3 6a9 9 0 0 1 9 0a9 9 0 0 1 9 0', 'M3 6l0 13', 'M12 6l0 13', 'M21 6l0 13'] },
    },
    {
      key: 'vacancies',
      to: '/vacancies',
      order: 80,
      right: 'vacancies',
      titles: { ru: 'Вакансии', en: 'Vacancies', uk: 'Вакансії' },
      // Tabler's "briefcase" outline icon (MIT).
      icon: {
        paths: [
          'M3 7m0 2a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z',
          'M8 7v-2a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v2',
          'M12 12l0 .01',
          'M3 13a20 20 0 0 0 18 0',
        ],
      },
    },
  ],
  slots: { fills: ['wall.widgets'] },
  notificationSections: { vacancies: { ru: 'Вакансии', en: 'Vacancies', uk: 'Вакансії' } },
});
