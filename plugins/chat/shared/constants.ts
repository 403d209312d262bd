import { defineRules } from '@atrium/sdk/rules';
/** Message types: text unless said otherwise; a file message carries one stored file. */
export const MESSAGE_TYPES = ['text', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Our limits (README, Rules). */
export const CONTENT_MAX = 4000;
export const NAME_MAX = 100;
export const MEMBERS_MAX = 100;
export const CLIENT_MESSAGE_ID_MAX = 64;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** History pages: 50 messages by default, at most 100; a catch-up after a reconnection answers up to 500. */
export const HISTORY_PAGE = 50;
export const HISTORY_MAX = 100;
export const MISSED_MAX = 500;
export const SEARCH_RESULTS = 50;

/**
 * How often one tab may send (socket rate limits, README Rules): typing is announced at most every 3 s
 * per chat by the UI, so 10 in 10 s is room to spare and a wall against a relay flood; messages and read
 * marks follow what a person (or a paste of lines) sends, far above it and far below a script's flood.
 * Other events keep the platform's default.
 */
export const TYPING_LIMIT = { events: 10, seconds: 10 };
export const SEND_LIMIT = { events: 300, seconds: 60 };

/** The texts of the rules (chat README, Rules), shared by server and UI; each is also a locale key under errors. */
export const RULES = defineRules('chat', {
  contentRequired: 'message text required',
  contentTooLong: `message text at most ${CONTENT_MAX} characters`,
  nameRequired: 'room name required',
  nameTooLong: `room name at most ${NAME_MAX} characters`,
  membersRequired: 'at least one member',
  tooManyMembers: `at most ${MEMBERS_MAX} members`,
  privateNeedsOne: 'a private chat is with exactly one colleague',
  fileRequired: 'a file message needs a file',
  notFound: 'chat not found',
  closed: 'the chat is closed',
  noAccess: 'No access',
  queryTooShort: `search needs at least ${SEARCH_MIN} characters`,
  memberUnknown: 'unknown employee',
});
