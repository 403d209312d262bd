import { defineRules } from '@atrium/sdk/rules';
/** Post limits (wall README, Rules). */
export const THANKS_MIN_LENGTH = 30; // a thank-you post is MORE than 30 characters
const ATTACHMENT_MAX_MB = 20;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;
/** The attachment limit as its rule's text says it (`{{size}}` in the locales). */
export const ATTACHMENT_MAX_SIZE = `${ATTACHMENT_MAX_MB} MB`;
export const MENTION_SEARCH_MIN = 2;
/** Longer than any name, login or e-mail the core stores (e-mail: 200). */
export const MENTION_SEARCH_MAX = 200;
/** People a mention search answers (wall README, Rules). */
export const MENTION_SEARCH_LIMIT = { default: 10, max: 20 } as const;
export const POST_TEXT_MAX = 20000;
export const COMMENT_TEXT_MAX = 5000;
export const MAX_ATTACHMENTS = 20;
export const MAX_MENTIONS = 100;

/** The texts of the wall's rules (wall README, Rules), shared by server and UI. */
export const RULES = defineRules('wall', {
  required: 'required field',
  unknownParent: 'unknown parent type',
  thanksTooShort: `A thank-you post needs more than ${THANKS_MIN_LENGTH} characters`,
  thanksOneMention: 'A thank-you post mentions exactly one person',
  thanksSelf: 'You cannot thank yourself',
  mentionUnknown: 'User not found',
  mentionSearchShort: `mention search needs ${MENTION_SEARCH_MIN} characters`,
  userNotFound: 'User not found',
  followSelf: 'You cannot follow yourself',
  attachmentTooBig: `Files above ${ATTACHMENT_MAX_SIZE} cannot be attached`,
  forgedType: 'The file type does not match its content',
  invalidUrl: 'invalid url',
});
