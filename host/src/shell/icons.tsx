import type { Icon } from '@tabler/icons-react';
import type { MenuIcon } from '@atrium/sdk/shared';

/** A menu entry's icon: a Tabler icon for core screens, or the SVG path data a plugin ships in its manifest. */
export type NavIconSource = Icon | MenuIcon;

const isShipped = (icon: NavIconSource): icon is MenuIcon => 'paths' in icon;

/**
 * Draws a menu icon. A plugin's paths become `<path d>` elements of a 24x24 outline SVG with the
 * Tabler stroke, so both kinds look alike; nothing is parsed as HTML.
 */
export function NavIcon({ icon, size, stroke = 2 }: { icon: NavIconSource; size: number; stroke?: number }) {
  if (!isShipped(icon)) {
    const Tabler = icon;
    return <Tabler size={size} stroke={stroke} aria-hidden />;
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {icon.paths.map((d, i) => (
        <path key={i} d={d} />
      ))}
    </svg>
  );
}
