/**
 * The two vendor variants (docs/architecture.md, Session and shell): page title, favicon set and the system avatar. The variant
 * comes from `GET /api/env` and, at sign-in, from the `x-vendor` response header.
 */
export interface Vendor {
  code: string;
  title: string;
  favicon: string;
  systemAvatar: string;
}

export const VENDORS: Record<string, Vendor> = {
  atrium: { code: 'atrium', title: 'Atrium', favicon: '/vendors/atrium/favicon.svg', systemAvatar: '/vendors/atrium/system.svg' },
  beacon: { code: 'beacon', title: 'Beacon', favicon: '/vendors/beacon/favicon.svg', systemAvatar: '/vendors/beacon/system.svg' },
};

const KEY = 'atrium.vendor';

export const vendorOf = (code: string | null | undefined): Vendor => VENDORS[code ?? ''] ?? VENDORS.atrium!;

export function applyVendor(code: string | null | undefined) {
  const v = vendorOf(code);
  if (code) localStorage.setItem(KEY, v.code);
  document.title = v.title;
  const link = document.getElementById('favicon') as HTMLLinkElement | null;
  if (link) link.href = v.favicon;
  return v;
}

export const savedVendor = () => localStorage.getItem(KEY);
