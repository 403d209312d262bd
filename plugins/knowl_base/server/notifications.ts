import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** `vacancy.response`: to a vacancy's receivers (or every administrator) when someone responds. */
export const notifications: NotificationKinds<typeof manifest> = {
  'vacancy.response': {
    section: 'vacancies',
    variables: ['vacancy', 'name', 'text', 'files'],
    defaultTemplate: {
      ru: { title: 'Отклик на вакансию', short: '{{name}} откликается на вакансию «{{vacancy}}»', full: '{{text}}\n\n{{files}}' },
      en: { title: 'Vacancy response', short: '{{name}} responds to the vacancy "{{vacancy}}"', full: '{{text}}\n\n{{files}}' },
      uk: { title: 'Відгук на вакансію', short: '{{name}} відгукується на вакансію «{{vacancy}}»', full: '{{text}}\n\n{{files}}' },
    },
  },
};
