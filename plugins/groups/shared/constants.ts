import { defineRules } from '@atrium/sdk/rules';
/** Group types: public (anyone finds and joins), closed (findable; invitation or approval), private (only members find it). */
export const GROUP_TYPES = ['public', 'closed', 'private'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** The longest name and description of a group and of a project. */
export const GROUP_NAME_MAX = 50;
export const GROUP_DESCRIPTION_MAX = 250;
export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MAX = 250;

/** A group's cover: PNG or JPG, exactly 3420 px wide, at least 250 px high. */
export const COVER_WIDTH = 3420;
export const COVER_MIN_HEIGHT = 250;
export const COVER_FORMATS = ['png', 'jpeg'] as const;

/** The post parent type groups register with the SDK: posts on a group's wall have `parent.type` 'group'. */
export const GROUP_PARENT = 'group';

/** The texts of the rules (README, Rules), shared by server and UI. */
export const RULES = defineRules('groups', {
  nameRequired: 'group name required',
  descriptionRequired: 'group description required',
  typeRequired: 'group type required',
  wrongImageSize: 'Wrong image size',
  notMember: 'The new owner must be a member of the group',
  ownerLeaves: 'The owner cannot leave the group',
  cannotChangeOwner: 'Cannot change owner',
  noRequest: 'There is no such request',
  noInvitation: 'There is no such invitation',
  alreadyMember: 'Already a member of the group',
  privateJoin: 'A private group is joined by invitation',
  ownerAdmin: 'The owner is always an administrator',
  projectNameRequired: 'project name required',
  userNotFound: 'User not found',
});
