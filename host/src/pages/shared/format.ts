/** A date and time in the interface language. */
export const formatDateTime = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
