import { z } from 'zod';
import { Lang } from './enums.js';
import { FirstAdmin } from './users.js';

export const WORKSPACE_RE = /^[A-Za-z0-9]+$/;

export const ClientFeature = z.object({ feature: z.string().min(1).max(64), active: z.boolean() });
export type ClientFeature = z.infer<typeof ClientFeature>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'invalid colour');

/** Design settings of a client (docs/architecture.md, Shell pieces). */
export const ClientDesign = z
  .object({
    logo: z.string().max(1024).nullable(),
    head: z.string().max(1024).nullable(),
    sidePanel: z.string().max(1024).nullable(),
    backgroundColor: hexColor.nullable(),
    textColor: hexColor.nullable(),
    font: z.string().max(100).nullable(),
    menu: z.array(z.object({ key: z.string().max(64), title: z.string().max(100).optional(), order: z.number().int() })).max(100),
  })
  .partial();

export const ClientSettings = z
  .object({
    hideMoodMeter: z.boolean(),
  })
  .partial()
  .passthrough();

const clientFields = {
  name: z.string().trim().min(1, 'no workspace name').max(200),
  workspace: z.string().trim().min(1, 'no workspace name').max(64).regex(WORKSPACE_RE, 'workspace code: Latin letters and digits only'),
  vendor: z.string().max(64).optional(),
  lang: Lang.optional(),
  start_page: z.string().max(100).optional(),
  settings: ClientSettings.optional(),
  design: ClientDesign.optional(),
  city: z.string().max(100).nullable().optional(),
  phone: z.string().max(50).nullable().optional(),
  address: z.string().max(300).nullable().optional(),
  director: z.string().max(200).nullable().optional(),
  messengerChannel: z.string().max(300).nullable().optional(),
  storageTotalGb: z.number().min(0).max(100000).optional(),
  notes: z.string().max(5000).nullable().optional(),
  status: z.enum(['active', 'blocked']).optional(),
  features: z.array(ClientFeature).max(200).optional(),
};

/** A new client, with its first administrator, who gets an invitation to set a password. */
export const ClientCreate = z.object({ ...clientFields, admin: FirstAdmin.optional() }).strict();
export const ClientUpdate = z.object(clientFields).partial().strict();
export type ClientCreate = z.infer<typeof ClientCreate>;
