/** Post limits (wall README, Rules). */
export const THANKS_MIN_LENGTH = 30; // a thank-you post is MORE than 30 characters
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const MENTION_SEARCH_MIN = 2;
/** Longer than any name, login or e-mail the core stores (e-mail: 200). */
export const MENTION_SEARCH_MAX = 200;
/** People a mention search answers (wall README, Rules). */
export const MENTION_SEARCH_LIMIT = { default: 10, max: 20 } as const;
export const POST_TEXT_MAX = 20000;
export const COMMENT_TEXT_MAX = 5000;
export const MAX_ATTACHMENTS = 20;
export const MAX_MENTIONS = 100;
