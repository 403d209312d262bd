import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/**
 * Section `ideas`: receivers hear of a new idea; its author of each move, one kind per state so each reads
 * naturally in every language. `idea` is the start of the idea's improvement, `comment` the receivers' word.
 */
export const notifications: NotificationKinds<typeof manifest> = {
  'idea.new': {
    section: 'ideas',
    variables: ['author', 'idea'],
    defaultTemplate: {
      ru: { title: 'Новая идея', short: '{{author}} предлагает: {{idea}}' },
      en: { title: 'New idea', short: '{{author}} suggests: {{idea}}' },
      uk: { title: 'Нова ідея', short: '{{author}} пропонує: {{idea}}' },
    },
  },
  'idea.review': {
    section: 'ideas',
    variables: ['idea', 'comment'],
    defaultTemplate: {
      ru: { title: 'Ваша идея на рассмотрении', short: '«{{idea}}» рассматривается. {{comment}}' },
      en: { title: 'Your idea is under review', short: '"{{idea}}" is under review. {{comment}}' },
      uk: { title: 'Ваша ідея на розгляді', short: '«{{idea}}» розглядається. {{comment}}' },
    },
  },
  'idea.accepted': {
    section: 'ideas',
    variables: ['idea', 'comment'],
    defaultTemplate: {
      ru: { title: 'Ваша идея принята', short: '«{{idea}}» принята. {{comment}}' },
      en: { title: 'Your idea was accepted', short: '"{{idea}}" was accepted. {{comment}}' },
      uk: { title: 'Вашу ідею прийнято', short: '«{{idea}}» прийнято. {{comment}}' },
    },
  },
  'idea.implemented': {
    section: 'ideas',
    variables: ['idea', 'comment'],
    defaultTemplate: {
      ru: { title: 'Ваша идея внедрена', short: '«{{idea}}» внедрена. {{comment}}' },
      en: { title: 'Your idea was implemented', short: '"{{idea}}" was implemented. {{comment}}' },
      uk: { title: 'Вашу ідею впроваджено', short: '«{{idea}}» впроваджено. {{comment}}' },
    },
  },
  'idea.declined': {
    section: 'ideas',
    variables: ['idea', 'comment'],
    defaultTemplate: {
      ru: { title: 'Ваша идея отклонена', short: '«{{idea}}» отклонена. {{comment}}' },
      en: { title: 'Your idea was declined', short: '"{{idea}}" was declined. {{comment}}' },
      uk: { title: 'Вашу ідею відхилено', short: '«{{idea}}» відхилено. {{comment}}' },
    },
  },
};
