import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

export const notifications: NotificationKinds<typeof manifest> = {
  'shop.accrued': {
    section: 'shop',
    variables: ['amount', 'coin'],
    defaultTemplate: {
      ru: { title: 'Начислены монеты', short: 'Вам начислено {{amount}} {{coin}}' },
      en: { title: 'Coins received', short: 'You received {{amount}} {{coin}}' },
      uk: { title: 'Нараховано монети', short: 'Вам нараховано {{amount}} {{coin}}' },
    },
  },
};
