/** Where a notification's link leads: a page of this installation, or another site, which the list marks as external. */
export type NoticeLink = { kind: 'app'; path: string } | { kind: 'external'; url: string; host: string };

/**
 * Anyone allowed to send a notification chooses its link, so the list never lets another site pass for
 * a page of ours: only http(s) is followed, and a link off this origin is named by its host.
 */
export function noticeLink(link: string | null | undefined, origin: string): NoticeLink | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', url: url.href, host: url.host };
}
