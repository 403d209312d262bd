import type { useT } from '@atrium/sdk/ui';
import { MSG } from '../../shared/constants.js';
import type { ChatMessageView } from '../../shared/types.js';

/** One line for a message in the list: its text, or the file's name. */
export const preview = (t: ReturnType<typeof useT>, m: ChatMessageView) =>
  m.type === 'file' ? `📎 ${m.file?.fileName ?? t('chat.file')}` : m.content;

/** Web addresses in a text, for the links tab. */
export const linksIn = (text: string) => text.match(/\bhttps?:\/\/\S+/gi) ?? [];

/** A rule's text (from the shared schema or the server) shown in the user's language: `errors.<name>` of the locales. */
export function ruleText(t: ReturnType<typeof useT>, message: string) {
  const name = Object.entries(MSG).find(([, text]) => text === message)?.[0];
  return name ? t(`errors.${name}`) : message;
}
