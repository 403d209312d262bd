import { z } from 'zod';
import { idOf } from './ids.js';
import { defineRoute, wire } from './wire.js';

/** The most contributions one slot may have switched on. */
export const SLOT_KEYS_MAX = 100;

/** A contribution's key: a plugin code, `<code>-<n>`, or a core key `core.<name>`. */
const SlotKey = z.string().regex(/^[a-z][a-z0-9_.-]{0,79}$/, 'invalid widget key');

/** `PUT /api/clients/{id}/slots/{slot}`: the contributions switched on, every other one is off. */
export const SlotSwitch = z.object({ on: z.array(SlotKey).max(SLOT_KEYS_MAX) }).strict();
export type SlotSwitch = z.infer<typeof SlotSwitch>;

/** The switched-on contributions of one slot of a client. */
export interface SlotSwitchView {
  slot: string;
  on: string[];
}

const SlotParams = z.object({ id: idOf('Client'), slot: z.string().min(1).max(80) });

/** The admin's calls for switching widgets on (the admin panel's interface tab). */
export const slotRoutes = {
  get: defineRoute('get', '/clients/:id/slots/:slot', { params: SlotParams, answer: wire.result<SlotSwitchView>() }),
  put: defineRoute('put', '/clients/:id/slots/:slot', { params: SlotParams, body: SlotSwitch, answer: wire.result<SlotSwitchView>() }),
};
