// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * The knowledge base and vacancies, one plugin (README, "One plugin"): both are items of one tree of
 * articles and share every call of the spec's Knowledge base section. `knowl_base` guards the routes,
 * `kb_files` adds and removes files, `vacancies` opens the vacancies and their responses.
 */
export const manifest = defineManifest({
  code: 'knowl_base',
  titles: { ru: 'База знаний', en: 'Knowledge base', uk: 'База знань' },
  sdk: '^1',
  rights: {
    knowl_base: { ru: 'База знаний', en: 'Knowledge base', uk: 'База знань' },
    kb_files: { ru: 'Файлы базы знаний', en: 'Knowledge base files', uk: 'Файли бази знань' },
    vacancies: { ru: 'Вакансии', en: 'Vacancies', uk: 'Вакансії' },
  },
  notificationSections: { vacancies: { ru: 'Вакансии', en: 'Vacancies', uk: 'Вакансії' } },
});
