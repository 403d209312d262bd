import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Section `assessment`: respondents hear that a step opened and, two days before it ends, that it is ending. */
export const notifications: NotificationKinds<typeof manifest> = {
  'step.open': {
    section: 'assessment',
    variables: ['cycle', 'date'],
    defaultTemplate: {
      ru: { title: 'Оценка 360', short: 'Заполните анкету оценки «{{cycle}}»' },
      en: { title: '360 assessment', short: 'Please fill in the assessment form of "{{cycle}}"' },
      uk: { title: 'Оцінювання 360', short: 'Заповніть анкету оцінювання «{{cycle}}»' },
    },
  },
  'step.remind': {
    section: 'assessment',
    variables: ['cycle', 'date'],
    defaultTemplate: {
      ru: { title: 'Оценка 360 скоро закроется', short: 'Анкету оценки «{{cycle}}» нужно заполнить до {{date}}' },
      en: { title: '360 assessment closes soon', short: 'The assessment form of "{{cycle}}" is due by {{date}}' },
      uk: { title: 'Оцінювання 360 скоро закриється', short: 'Анкету оцінювання «{{cycle}}» треба заповнити до {{date}}' },
    },
  },
};
