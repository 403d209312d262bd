import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Section `services`: receivers hear of a new request, performers of a step that reached them, initiators of each decision. */
export const notifications: NotificationKinds<typeof manifest> = {
  'request.new': {
    section: 'services',
    variables: ['name'],
    defaultTemplate: {
      ru: { title: 'Новая заявка', short: 'Подана заявка «{{name}}»' },
      en: { title: 'New request', short: 'A request "{{name}}" was filed' },
      uk: { title: 'Нова заявка', short: 'Подано заявку «{{name}}»' },
    },
  },
  'request.step': {
    section: 'services',
    variables: ['name', 'step'],
    defaultTemplate: {
      ru: { title: 'Заявка ждёт вас', short: 'Заявка «{{name}}»: шаг «{{step}}»' },
      en: { title: 'A request waits for you', short: 'Request "{{name}}": step "{{step}}"' },
      uk: { title: 'Заявка чекає на вас', short: 'Заявка «{{name}}»: крок «{{step}}»' },
    },
  },
  'request.overdue': {
    section: 'services',
    variables: ['name', 'step'],
    defaultTemplate: {
      ru: { title: 'Срок заявки истёк', short: 'Заявка «{{name}}»: шаг «{{step}}» просрочен' },
      en: { title: 'A request is overdue', short: 'Request "{{name}}": step "{{step}}" is overdue' },
      uk: { title: 'Строк заявки минув', short: 'Заявка «{{name}}»: крок «{{step}}» прострочено' },
    },
  },
  'request.accepted': {
    section: 'services',
    variables: ['name', 'step'],
    defaultTemplate: {
      ru: { title: 'Шаг заявки принят', short: 'Заявка «{{name}}»: шаг «{{step}}» принят' },
      en: { title: 'A step of your request was accepted', short: 'Request "{{name}}": step "{{step}}" accepted' },
      uk: { title: 'Крок заявки прийнято', short: 'Заявка «{{name}}»: крок «{{step}}» прийнято' },
    },
  },
  'request.declined': {
    section: 'services',
    variables: ['name', 'step', 'reason'],
    defaultTemplate: {
      ru: { title: 'Заявка отклонена', short: 'Заявка «{{name}}», шаг «{{step}}»: {{reason}}' },
      en: { title: 'Your request was declined', short: 'Request "{{name}}", step "{{step}}": {{reason}}' },
      uk: { title: 'Заявку відхилено', short: 'Заявка «{{name}}», крок «{{step}}»: {{reason}}' },
    },
  },
};
