import i18next from 'i18next';
import { ApiError } from '@atrium/sdk/ui';
import { serverMessage } from '../../api/client.js';

/** The text of a failed call shown in place (calls made with `quiet` handle their own failures). */
export function errorText(err: unknown): string {
  if (!(err instanceof ApiError)) return i18next.t('errors.unknown');
  if (err.status === 0) return i18next.t('http.noResponse');
  if (err.status === 403 && !err.body?.message) return i18next.t('http.accessBlocked');
  // Server keys of the calls these screens make have texts of their own (e.g. structure.hasEmployees).
  const own = err.key ? `screens.server.${err.key.replace(/\./g, '_')}` : null;
  if (own && i18next.exists(own)) return i18next.t(own);
  return serverMessage(err);
}
