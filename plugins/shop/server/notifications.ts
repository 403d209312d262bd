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
  'shop.purchased': {
    section: 'shop',
    variables: ['name', 'item', 'cost', 'coin'],
    defaultTemplate: {
      ru: { title: 'Новый заказ в магазине', short: '{{name}} купил(а) «{{item}}» за {{cost}} {{coin}}' },
      en: { title: 'New shop order', short: '{{name}} bought "{{item}}" for {{cost}} {{coin}}' },
      uk: { title: 'Нове замовлення в магазині', short: '{{name}} купив(ла) «{{item}}» за {{cost}} {{coin}}' },
    },
  },
};
