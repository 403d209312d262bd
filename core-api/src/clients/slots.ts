import { errors, isSwitchableSlot, slotRoutes, switchedOn, SWITCHABLE_SLOTS, type RouteBuilder } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client } from './entity.js';

/**
 * Whether a key names a contribution to the slot: one of the core's, or an installed plugin's that fills
 * it (`<code>`, or `<code>-<n>` for its further components, as the host keys them).
 */
function knownKey(core: Core, slot: keyof typeof SWITCHABLE_SLOTS, key: string): boolean {
  if ((SWITCHABLE_SLOTS[slot] as readonly string[]).includes(key)) return true;
  const code = key.replace(/-\d{1,2}$/, '');
  return core.plugins.some((p) => p.code === code && (p.manifest.slots?.fills ?? []).includes(slot));
}

/**
 * Switching a slot's contributions on (`settings.slots`, docs/architecture.md, Switchable slots): the
 * company's admins choose which widgets show; a contribution nobody switched on stays off. Every user
 * reads the switches in `GET /api/me` (client settings), so the dashboard needs no call of its own.
 */
export function slotSwitchRoutes(r: RouteBuilder, core: Core) {
  const repo = () => core.ds.getRepository(Client);
  const slotOf = (name: string) => {
    if (!isSwitchableSlot(name)) throw errors.notFound('Unknown slot', 'clients.unknownSlot');
    return name;
  };

  r.route(slotRoutes.get, { auth: 'admin', summary: 'The switched-on contributions (widgets) of a switchable slot' }, async (ctx) => {
    const slot = slotOf(ctx.params.slot);
    const client = await repo().findOneByOrFail({ id: ctx.db.clientId });
    return { slot, on: switchedOn(client.settings, slot) };
  });

  r.route(
    slotRoutes.put,
    { auth: 'admin', summary: 'Switch on exactly these contributions (widgets) of a switchable slot; every other stays off' },
    async (ctx) => {
      const slot = slotOf(ctx.params.slot);
      const on = [...new Set(ctx.body.on)];
      const bad = on.findIndex((k) => !knownKey(core, slot, k));
      if (bad >= 0) throw errors.badRequest('unknown widget', 'clients.unknownWidget', [{ path: `on.${bad}`, message: 'unknown widget' }]);
      const client = await repo().findOneByOrFail({ id: ctx.db.clientId });
      const slots = { ...((client.settings.slots as object | undefined) ?? {}), [slot]: on };
      await repo().update({ id: client.id }, { settings: { ...client.settings, slots }, updatedAt: new Date() } as never);
      await ctx.journal('clients', 'slots.update', { slot, on });
      return { slot, on };
    },
  );
}
