import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Section `lms`: learners hear of a course appointed to them. */
export const notifications: NotificationKinds<typeof manifest> = {
  'course.appointed': {
    section: 'lms',
    variables: ['title'],
    defaultTemplate: {
      ru: { title: 'Назначен курс', short: 'Вам назначен курс «{{title}}»' },
      en: { title: 'A course was appointed to you', short: 'Course "{{title}}" was appointed to you' },
      uk: { title: 'Призначено курс', short: 'Вам призначено курс «{{title}}»' },
    },
  },
};
