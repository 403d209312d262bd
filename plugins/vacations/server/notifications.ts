import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Section `vacations`: the chief hears of a planned vacation; the employee of its approval or return. */
export const notifications: NotificationKinds<typeof manifest> = {
  'vacation.planned': {
    section: 'vacations',
    variables: ['name', 'start', 'end'],
    defaultTemplate: {
      ru: { title: 'Запланирован отпуск', short: '{{name}} планирует отпуск с {{start}} по {{end}}' },
      en: { title: 'Vacation planned', short: '{{name}} plans a vacation from {{start}} to {{end}}' },
      uk: { title: 'Заплановано відпустку', short: '{{name}} планує відпустку з {{start}} по {{end}}' },
    },
  },
  'vacation.approved': {
    section: 'vacations',
    variables: ['start', 'end'],
    defaultTemplate: {
      ru: { title: 'Отпуск согласован', short: 'Ваш отпуск с {{start}} по {{end}} согласован' },
      en: { title: 'Vacation approved', short: 'Your vacation from {{start}} to {{end}} is approved' },
      uk: { title: 'Відпустку погоджено', short: 'Вашу відпустку з {{start}} по {{end}} погоджено' },
    },
  },
  'vacation.returned': {
    section: 'vacations',
    variables: ['start', 'end', 'comment'],
    defaultTemplate: {
      ru: { title: 'Отпуск возвращён', short: 'Ваш отпуск с {{start}} по {{end}} возвращён: {{comment}}' },
      en: { title: 'Vacation returned', short: 'Your vacation from {{start}} to {{end}} was returned: {{comment}}' },
      uk: { title: 'Відпустку повернуто', short: 'Вашу відпустку з {{start}} по {{end}} повернуто: {{comment}}' },
    },
  },
};
