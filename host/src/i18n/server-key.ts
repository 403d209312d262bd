import i18next from 'i18next';

/**
 * The text of a server error's translation key: the host's own (`errors.*`, `http.*` …), else a
 * plugin's. A plugin names its keys `<code>.<key>` and ships their texts in its own locales, which the
 * shell registers under its code when the remote loads, so the host's files never carry them.
 */
export function serverKeyText(key: string): string | null {
  if (i18next.exists(key)) return i18next.t(key);
  const dot = key.indexOf('.');
  if (dot <= 0) return null;
  const ns = key.slice(0, dot);
  const rest = key.slice(dot + 1);
  return i18next.exists(rest, { ns }) ? i18next.t(rest, { ns }) : null;
}
