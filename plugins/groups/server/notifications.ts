import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/**
 * Requests go to the group's administrators; approvals, rejections and invitations to the
 * person concerned; a new owner hears that the group is theirs.
 */
export const notifications: NotificationKinds<typeof manifest> = {
  'group.request': {
    section: 'groups',
    variables: ['name', 'user'],
    defaultTemplate: {
      ru: { title: 'Заявка в группу', short: '{{user}} просит принять в группу «{{name}}»' },
      en: { title: 'Request to join', short: '{{user}} asks to join the group "{{name}}"' },
      uk: { title: 'Заявка до групи', short: '{{user}} просить прийняти до групи «{{name}}»' },
    },
  },
  'group.approved': {
    section: 'groups',
    variables: ['name'],
    defaultTemplate: {
      ru: { title: 'Заявка одобрена', short: 'Вас приняли в группу «{{name}}»' },
      en: { title: 'Request approved', short: 'You are now a member of the group "{{name}}"' },
      uk: { title: 'Заявку схвалено', short: 'Вас прийняли до групи «{{name}}»' },
    },
  },
  'group.rejected': {
    section: 'groups',
    variables: ['name'],
    defaultTemplate: {
      ru: { title: 'Заявка отклонена', short: 'Заявка в группу «{{name}}» отклонена' },
      en: { title: 'Request rejected', short: 'Your request to join the group "{{name}}" was rejected' },
      uk: { title: 'Заявку відхилено', short: 'Заявку до групи «{{name}}» відхилено' },
    },
  },
  'group.invitation': {
    section: 'groups',
    variables: ['name', 'user'],
    defaultTemplate: {
      ru: { title: 'Приглашение в группу', short: '{{user}} приглашает вас в группу «{{name}}»' },
      en: { title: 'Group invitation', short: '{{user}} invites you to the group "{{name}}"' },
      uk: { title: 'Запрошення до групи', short: '{{user}} запрошує вас до групи «{{name}}»' },
    },
  },
  'group.owner': {
    section: 'groups',
    variables: ['name'],
    defaultTemplate: {
      ru: { title: 'Вы владелец группы', short: 'Теперь вы владелец группы «{{name}}»' },
      en: { title: 'You own a group', short: 'You are now the owner of the group "{{name}}"' },
      uk: { title: 'Ви власник групи', short: 'Тепер ви власник групи «{{name}}»' },
    },
  },
};
