import i18next from 'i18next';
import { ApiError } from '@atrium/sdk/ui';
import { serverMessage } from '../../api/client.js';

/** The text of a failed account call, shown inside the form (these calls handle failures themselves). */
export function formError(err: unknown): string {
  if (!(err instanceof ApiError)) return i18next.t('errors.unknown');
  if (err.status === 0) return i18next.t('http.noResponse');
  return serverMessage(err);
}

/** A refused sign-in's text: a 403 is said as "entry blocked: <why>" (docs/architecture.md, Failed calls). */
export function signInFailure(err: unknown): string {
  const blocked = err instanceof ApiError && err.status === 403;
  return blocked ? `${i18next.t('http.entryBlocked')}: ${formError(err)}` : formError(err);
}

/** Field messages: the schema's English text is the key into `validation` / `auth` texts. */
const FIELD_KEYS: Record<string, string> = {
  'required field': 'validation.required',
  'no login/e-mail': 'validation.noLogin',
  'login or password not specified': 'validation.noPassword',
  'invalid email': 'validation.email',
  'password at least 6 characters': 'validation.passwordMin',
  'passwords must match': 'validation.passwordsMatch',
  'maximum 20 characters': 'validation.max',
  'forbidden symbols': 'validation.forbidden',
  'workspace code: Latin letters and digits only': 'validation.workspaceCode',
  'no workspace name': 'validation.noWorkspace',
  'date as yyyy-mm-dd': 'validation.date',
  'invalid colour': 'validation.colour',
  'invalid login': 'validation.login',
  'invalid phone': 'validation.phone',
  'department name required': 'validation.departmentName',
  'issuer: an https address': 'validation.issuer',
};

export const fieldMessage = (message: string) => i18next.t(FIELD_KEYS[message] ?? message, { max: 20, defaultValue: message });
