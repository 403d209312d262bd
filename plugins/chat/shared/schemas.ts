import { z } from 'zod';
import { idOf, nameText, trimName, updateOf } from '@atrium/sdk/shared';
import {
  CLIENT_MESSAGE_ID_MAX,
  CONTENT_MAX,
  HISTORY_MAX,
  HISTORY_PAGE,
  MEMBERS_MAX,
  MESSAGE_TYPES,
  RULES,
  NAME_MAX,
  SEARCH_MAX,
  SEARCH_MIN,
} from './constants.js';

/** `message:send`: the client message id makes a retry idempotent (unique per sender). */
export const MessageSend = z
  .object({
    chatId: idOf('Chat'),
    content: z.string().trim().max(CONTENT_MAX, RULES.contentTooLong).default(''),
    type: z.enum(MESSAGE_TYPES).default('text'),
    clientMessageId: z.string().trim().min(1).max(CLIENT_MESSAGE_ID_MAX),
    fileId: z.string().max(64).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.type === 'text' && !m.content) ctx.addIssue(RULES.contentRequired.issue(['content']));
    if (m.type === 'file' && !m.fileId) ctx.addIssue(RULES.fileRequired.issue(['fileId']));
  });
export type MessageSend = z.output<typeof MessageSend>;

const Members = z.array(idOf('User')).min(1, RULES.membersRequired).max(MEMBERS_MAX, RULES.tooManyMembers);

/** A named chat's name: the SDK's name type (trimmed of Unicode spaces and format characters, then required). */
const ChatName = nameText(RULES.nameRequired).max(NAME_MAX, RULES.nameTooLong);

/**
 * `chat:create`: a named chat (a name and members) or a private chat (exactly one colleague, no name: it is
 * named after the other person for each of the two). The creator is always a member. The name is
 * trimmed as `ChatName` trims it and required for named chats only.
 */
export const ChatCreate = z
  .object({
    name: z.string().overwrite(trimName).max(NAME_MAX, RULES.nameTooLong).default(''),
    picture: z.string().trim().max(500).nullable().default(null),
    members: Members,
    private: z.boolean().default(false),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (!c.private && !c.name) ctx.addIssue(RULES.nameRequired.issue(['name']));
    if (c.private && c.members.length !== 1) ctx.addIssue(RULES.privateNeedsOne.issue(['members']));
  });
export type ChatCreate = z.output<typeof ChatCreate>;

export const ChatIdPayload = z.object({ chatId: idOf('Chat') }).strict();
/** `messages:read`: marks read up to `seq` (default: everything so far). */
export const MessagesRead = z.object({ chatId: idOf('Chat'), seq: z.number().int().min(0).optional() }).strict();
/** `messages:missed`: what a tab missed after the last sequence number it holds. */
export const MessagesMissed = z.object({ chatId: idOf('Chat'), after: z.number().int().min(0) }).strict();
export const SearchMessages = z.object({ query: z.string().trim().min(SEARCH_MIN, RULES.queryTooShort).max(SEARCH_MAX) }).strict();

/** The chat list of `GET api/chat/{client}/{user}`: paged, with a search over names and an archive switch. */
export const ChatListQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX).default(''),
  archived: z.enum(['true', 'false']).default('false'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** History by a cursor: `before` a sequence number (older pages, newest first) or `after` one (a catch-up). */
export const HistoryQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX).default(HISTORY_PAGE),
});

/** A member's own switches of a chat; `PUT …/settings` changes those it names (a partial update). */
export const ChatSettingsInput = updateOf(z.object({ pinned: z.boolean(), muted: z.boolean(), archived: z.boolean() }));

/** What a named chat's owner may change: name, picture, closed; `PUT …/info` changes those it names (a partial update). */
export const ChatUpdateInput = updateOf(z.object({ name: ChatName, picture: z.string().trim().max(500).nullable(), closed: z.boolean() }));

export const MembersInput = z
  .object({
    add: z.array(idOf('User')).max(MEMBERS_MAX, RULES.tooManyMembers).optional(),
    remove: z.array(idOf('User')).max(MEMBERS_MAX).optional(),
  })
  .strict();
