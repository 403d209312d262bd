import i18next from 'i18next';
import { createApiClient, keyText, type ApiCallOptions, type ApiError } from '@atrium/sdk/ui';
import { getToken, getWorkspace } from '../session/storage.js';
import { serverErrors } from './failures.js';
import { fetchOrEarly } from '../boot/early-calls.js';
import { toast } from '../shell/toast.js';

export interface FailureActions {
  /** 401: the session is cleared and the visitor goes to sign-in (remembering where they were). */
  signedOut(): void;
  /** 404 on a page's own resource: the not-found page. */
  notFoundPage(): void;
  /** 403 on a page's own resource: the no-access page. */
  noAccessPage(): void;
}

let actions: FailureActions = { signedOut: () => undefined, notFoundPage: () => undefined, noAccessPage: () => undefined };
/** The router registers the navigation side of failure handling once it exists. */
export const setFailureActions = (a: FailureActions) => {
  actions = a;
};

const t = (key: string, fallback?: string) => i18next.t(key, { defaultValue: fallback ?? key });

const MARKUP = /^\s*</;

/** The server's text for a failure: its translation key, else name and message, else text, else error. */
export function serverMessage(e: ApiError): string {
  const b = e.body;
  // The shell's own keys (`errors.*`), else a plugin's (`<code>.<key>`, in the locales the remote brought).
  const keyed = b?.key ? keyText(i18next, b.key) : null;
  if (keyed) return keyed;
  if (b?.message)
    return b.name && b.name !== 'Error' && !/Error$|Forbidden|NotFound|Conflict/.test(b.name) ? `${b.name}: ${b.message}` : b.message;
  // A page in markup (a proxy's or a gateway's, not our server's JSON) is not a message a reader can use.
  if (b?.text && MARKUP.test(b.text)) return t('http.unknown');
  return b?.text || b?.error || t('http.unknown');
}

/**
 * A gateway's own answer for 502, 503 or 504 (empty or a page, not our server's JSON, which always has a
 * message): the server behind it could not be reached, which the reader is told as for no answer at all.
 */
const unreachable = (e: ApiError) => [502, 503, 504].includes(e.status) && !e.body?.message;

/** Failed calls, handled in one place (docs/architecture.md, Failed calls). */
export function handleFailure(e: ApiError, opts: ApiCallOptions) {
  if (e.status === 401) {
    actions.signedOut();
    return;
  }
  if (opts.quiet) return;
  if (e.status === 0 || unreachable(e)) {
    toast({ message: t('http.noResponse'), color: 'red' });
  } else if (e.status === 403 && opts.refused === 'page') {
    actions.noAccessPage();
  } else if (e.status === 403) {
    toast({ message: e.key === 'errors.featureDisabled' ? t('errors.featureDisabled') : t('http.accessBlocked'), color: 'red' });
  } else if (e.status === 404) {
    if (opts.refused === 'page') actions.notFoundPage();
    else toast({ message: t('http.notFound'), color: 'red' });
  } else if (e.showError) {
    serverErrors.show({ title: t('dialog.title'), message: serverMessage(e) });
  }
}

export const api = createApiClient({ getToken, getWorkspace, onFailure: handleFailure, fetch: fetchOrEarly });
