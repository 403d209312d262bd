// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';

/**
 * Assessment, declared once: 360-degree review cycles and their questionnaires (spec features §1–§9). Cycles
 * and questionnaires are managed by admins and the module administrators (role `assessment_admin`).
 */
export const manifest = defineManifest({
  code: 'assessment',
  titles: { ru: 'Оценка', en: 'Assessment', uk: 'Оцінювання' },
  sdk: '^1',
  rights: { assessment: { ru: 'Оценка', en: 'Assessment', uk: 'Оцінювання' } },
  uiRight: 'assessment',
  routes: [
    '/assessment',
    '/assessment/questionnaire/new',
    '/assessment/questionnaire/:questionnaireId',
    '/assessment/cycle/new',
    '/assessment/cycle/:cycleId',
    '/assessment/poll/:cycleId/:stepId/:questionnaireId/:userId',
    '/assessment/result/:cycleId/:userId',
  ],
  firstCalls: {
    '/assessment/poll/:cycleId/:stepId/:questionnaireId/:userId': '/api/cycle/:cycleId/poll/:stepId/:questionnaireId/:userId',
    '/assessment/result/:cycleId/:userId': '/api/cycle/:cycleId/result/:userId',
  },
  menu: [
    {
      key: 'assessment',
      to: '/assessment',
      order: 250,
      titles: { ru: 'Оценка', en: 'Assessment', uk: 'Оцінювання' },
      // SVG path data of a 24x24 outline icon (Tabler's "chart-radar", MIT); the host draws it.
      icon: {
        paths: [
          'M12 3l9.5 7l-3.5 11h-12l-3.5 -11l9.5 -7',
          'M12 7.5l5.5 4l-2.5 5.5h-6.5l-2 -5.5l5.5 -4',
          'M2.5 10l9.5 3l9.5 -3',
          'M12 3v10l6 8',
          'M6 21l6 -8',
        ],
      },
    },
  ],
  notificationSections: { assessment: { ru: 'Оценка', en: 'Assessment', uk: 'Оцінювання' } },
});
