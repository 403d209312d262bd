import { z } from 'zod';
import { ClientCreate } from './clients.js';
import { idOf } from './ids.js';

/** `DELETE api/clients/{id}/fullDelete?agree=true`: a DELETE takes no body, so the agreement checkbox rides in the query. */
export const FullDeleteQuery = z.object({
  agree: z.literal('true', { message: 'Confirm that every piece of the client data is deleted' }),
});

/** `collName` of `DELETE api/clients/{id}/{collName}`: a plugin code or a core data area (the server checks the list). */
export const DataAreaName = z.string().min(1).max(64);

export const CLIENT_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ClientExportState = (typeof CLIENT_EXPORT_STATES)[number];

/** `POST api/clients/export/{clientId}`: the archive's name as the clients screen lists it. */
export const ClientExportBody = z.object({ name: z.string().trim().min(1).max(200) }).strict();

/** `GET api/clients/exports`: a page of exports, of one client when named. */
export const ExportsQuery = z.object({
  clientId: idOf('Client').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** An export as the clients screen follows it. */
export interface ClientExportView {
  _id: string;
  clientId: string;
  name: string;
  state: ClientExportState;
  /** Share done, 0..1. */
  progress: number;
  error: string | null;
  createdAt: string;
}

/** Workspace code and name of a new client made from an archive (import: multipart fields; clone: path and body). */
export const NewWorkspace = ClientCreate.pick({ workspace: true, name: true }).strict();
export const CloneBody = NewWorkspace.pick({ name: true });
