import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Section `no_silent`: receivers hear of new reports and replies (never who sent them), a named author of answers. */
export const notifications: NotificationKinds<typeof manifest> = {
  'report.new': {
    section: 'no_silent',
    variables: [],
    defaultTemplate: {
      ru: { title: 'Сообщение о нарушении', short: 'Поступило новое сообщение о нарушении' },
      en: { title: 'Violation report', short: 'A new violation report was sent' },
      uk: { title: 'Повідомлення про порушення', short: 'Надійшло нове повідомлення про порушення' },
    },
  },
  'report.reply': {
    section: 'no_silent',
    variables: [],
    defaultTemplate: {
      ru: { title: 'Ответ автора сообщения', short: 'Автор сообщения о нарушении ответил' },
      en: { title: 'The reporter replied', short: 'The author of a violation report replied' },
      uk: { title: 'Відповідь автора повідомлення', short: 'Автор повідомлення про порушення відповів' },
    },
  },
  'report.answered': {
    section: 'no_silent',
    variables: [],
    defaultTemplate: {
      ru: { title: 'Ответ на ваше сообщение', short: 'На ваше сообщение о нарушении ответили' },
      en: { title: 'Your report was answered', short: 'Your violation report was answered' },
      uk: { title: 'Відповідь на ваше повідомлення', short: 'На ваше повідомлення про порушення відповіли' },
    },
  },
};
