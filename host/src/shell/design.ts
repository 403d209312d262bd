import type { CSSProperties } from 'react';
import type { z } from 'zod';
import type { ClientDesign } from '@atrium/sdk/shared';
import { useMe } from '@atrium/sdk/ui';

export type Design = z.infer<typeof ClientDesign>;

/**
 * The client's design as the superadmin saved it (clients screen, design tab). The server checked it
 * against `ClientDesign` when it was saved, so the shell reads it as is: parsing it here would put zod
 * (~26 KB gzipped) into the JavaScript every signed-in page load needs.
 */
export function useClientDesign(): Design {
  const design = useMe()?.client?.design;
  return design && typeof design === 'object' ? (design as Design) : {};
}

/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2 definition). */
function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Page-area colours and font. Without a text colour of its own, a coloured background gets black or
 * white text, whichever contrasts more, so a client's choice cannot make the page unreadable.
 */
export function pageStyle(design: Design): CSSProperties {
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (design.backgroundColor) {
    style.backgroundColor = design.backgroundColor;
    style.color = design.textColor ?? (luminance(design.backgroundColor) > 0.179 ? '#000000' : '#ffffff');
  } else if (design.textColor) style.color = design.textColor;
  // Secondary ("dimmed") text on the page follows the page's text colour instead of the kit's grey.
  if (style.color) style['--mantine-color-dimmed'] = `color-mix(in srgb, ${style.color} 72%, transparent)`;
  return style;
}

/** The client's header image, under the header's content and covering it whatever the width. */
export function headerStyle(design: Design): CSSProperties | undefined {
  return design.head
    ? { backgroundImage: `url(${JSON.stringify(design.head)})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;
}

/**
 * The client's side panel image behind the main menu. A light veil over it keeps the menu's dark text
 * readable whatever the picture.
 */
export function sidePanelStyle(design: Design): CSSProperties | undefined {
  if (!design.sidePanel) return undefined;
  const veil = 'rgba(255, 255, 255, 0.85)';
  return {
    backgroundImage: `linear-gradient(${veil}, ${veil}), url(${JSON.stringify(design.sidePanel)})`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
}

/** The client's font family on the whole layout, with the default stack behind it. */
export function fontStyle(design: Design): CSSProperties {
  return design.font ? { fontFamily: `${JSON.stringify(design.font)}, var(--mantine-font-family)` } : {};
}

/** The client's titles and order for menu entries, matched by key; entries it does not name keep theirs. */
export function applyMenuDesign<T extends { key: string; title: string; order: number }>(items: T[], menu: Design['menu']): T[] {
  if (!menu?.length) return items;
  const byKey = new Map(menu.map((m) => [m.key, m]));
  return items.map((item) => {
    const o = byKey.get(item.key);
    return o ? { ...item, title: o.title?.trim() || item.title, order: o.order } : item;
  });
}
