import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Notification kinds of the wall (section posts); `{{author}}` and `{{text}}` are filled per post. */
export const notifications: NotificationKinds<typeof manifest> = {
  'post.thanks': {
    section: 'posts',
    variables: ['author', 'text'],
    defaultTemplate: {
      en: {
        title: '{{author}} thanked you',
        short: '{{author}} thanked you: {{text}}',
      },
      ru: {
        title: '{{author}} благодарит вас',
        short: '{{author}} благодарит вас: {{text}}',
      },
      uk: {
        title: '{{author}} дякує вам',
        short: '{{author}} дякує вам: {{text}}',
      },
    },
  },
  'post.mention': {
    section: 'posts',
    variables: ['author', 'text'],
    defaultTemplate: {
      en: {
        title: '{{author}} mentioned you',
        short: '{{author}} mentioned you in a post: {{text}}',
      },
      ru: {
        title: '{{author}} упомянул(а) вас',
        short: '{{author}} упомянул(а) вас в публикации: {{text}}',
      },
      uk: {
        title: '{{author}} згадав(ла) вас',
        short: '{{author}} згадав(ла) вас у публікації: {{text}}',
      },
    },
  },
  'post.new': {
    section: 'posts',
    variables: ['author', 'text'],
    defaultTemplate: {
      en: { title: 'New post by {{author}}', short: '{{author}}: {{text}}' },
      ru: {
        title: 'Новая публикация: {{author}}',
        short: '{{author}}: {{text}}',
      },
      uk: {
        title: 'Нова публікація: {{author}}',
        short: '{{author}}: {{text}}',
      },
    },
  },
  'post.comment': {
    section: 'posts',
    variables: ['author'],
    defaultTemplate: {
      en: { title: 'New comment', short: '{{author}} commented on a post' },
      ru: {
        title: 'Новый комментарий',
        short: '{{author}} прокомментировал(а) публикацию',
      },
      uk: {
        title: 'Новий коментар',
        short: '{{author}} прокоментував(ла) публікацію',
      },
    },
  },
};
