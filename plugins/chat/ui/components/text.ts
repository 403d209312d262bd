import type { useT } from '@atrium/sdk/ui';
import type { ChatMessageView } from '../../shared/types.js';

/** One line for a message in the list: its text, or the file's name. */
export const preview = (t: ReturnType<typeof useT>, m: ChatMessageView) =>
  m.type === 'file' ? `📎 ${m.file?.fileName ?? t('chat.file')}` : m.content;

/** Web addresses in a text, for the links tab. */
export const linksIn = (text: string) => text.match(/\bhttps?:\/\/\S+/gi) ?? [];
