import type { TestUser } from '@atrium/sdk/testing';
import { noSilentRoutes } from '../shared/routes.js';

export interface ReportForm {
  anonymous: boolean;
  name?: string;
  description: string;
  /** File names; each file's text is its name. */
  files?: string[];
}

/** Sends a report as the page does: one multipart request with the fields and the files. */
export async function send(u: TestUser, form: ReportForm) {
  const body = new FormData();
  body.append('anonymous', String(form.anonymous));
  if (form.name !== undefined) body.append('name', form.name);
  body.append('description', form.description);
  for (const f of form.files ?? []) body.append('files', new Blob([new Uint8Array(Buffer.from(`contents of ${f}`))]), f);
  return u.api.request('post', `/api${noSilentRoutes.send.path}`, undefined, { raw: body });
}
