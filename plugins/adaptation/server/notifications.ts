import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Section `adapt`: the people of a new adaptation, a step that opened, a tenure poll to answer. */
export const notifications: NotificationKinds<typeof manifest> = {
  'adaptation.added': {
    section: 'adapt',
    variables: ['track'],
    defaultTemplate: {
      ru: { title: 'Адаптация началась', short: 'Вы участвуете в адаптации «{{track}}»' },
      en: { title: 'An adaptation started', short: 'You take part in the adaptation "{{track}}"' },
      uk: { title: 'Адаптація почалася', short: 'Ви берете участь в адаптації «{{track}}»' },
    },
  },
  'step.open': {
    section: 'adapt',
    variables: ['track', 'step'],
    defaultTemplate: {
      ru: { title: 'Новый шаг адаптации', short: '«{{track}}»: шаг «{{step}}» открыт' },
      en: { title: 'A new adaptation step', short: '"{{track}}": the step "{{step}}" is open' },
      uk: { title: 'Новий крок адаптації', short: '«{{track}}»: крок «{{step}}» відкрито' },
    },
  },
  'tenure.poll': {
    section: 'adapt',
    variables: ['days'],
    defaultTemplate: {
      ru: { title: 'Опрос для новичка', short: 'Вы с нами {{days}} дн. — ответьте на опрос' },
      en: { title: 'A poll for newcomers', short: 'You have been with us {{days}} days: answer a poll' },
      uk: { title: 'Опитування для новачка', short: 'Ви з нами {{days}} дн. — дайте відповідь на опитування' },
    },
  },
};
