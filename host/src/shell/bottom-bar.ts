import type { MenuItem } from './menu.js';

/** How many menu entries the phone's bottom bar shows beside the button that opens the whole menu. */
export const BOTTOM_BAR_SIZE = 4;

/**
 * The bottom bar's entries: those with a count first (chat's unread messages must be seen on a phone, wherever
 * chat stands in the menu), then the first of the others, shown in the menu's order.
 */
export function bottomBarItems(items: MenuItem[], size = BOTTOM_BAR_SIZE): MenuItem[] {
  const counted = items.filter((i) => i.badge).slice(0, size);
  const rest = items.filter((i) => !i.badge).slice(0, size - counted.length);
  const chosen = new Set([...counted, ...rest]);
  return items.filter((i) => chosen.has(i));
}
