import type { ComponentType, ReactNode } from 'react';

/** The named places of core screens a plugin may fill. */
export const SLOT_NAMES = ['wall.widgets', 'chief.dashboard', 'profile.tabs', 'admin.tabs', 'employees.tabs', 'shell.mood'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export const LANGS = ['ru', 'en', 'uk'] as const;
export type Lang = (typeof LANGS)[number];

/** Translation resources of one plugin: a nested key → text object per language. */
export type Locales = Partial<Record<Lang, Record<string, unknown>>>;

export interface UiRoute {
  /** An absolute path pattern (react-router syntax), listed also in package.json `atrium.routes`. */
  path: string;
  element: ReactNode;
}

/**
 * A main-menu entry. The same entries live in package.json `atrium.menu` (with `titles`), because the
 * menu shows before any remote loads; the core returns them from `GET /api/plugins`.
 */
export interface MenuEntry {
  key: string;
  to: string;
  /** An icon name from the host's icon set (see docs/plugin-guide.md). */
  icon?: string;
  /** Position in the main menu; core entries use the spec's order in steps of 10. */
  order: number;
  titles?: Partial<Record<Lang, string>>;
  /** The right needed to see the entry (default: the plugin's first right). */
  right?: string;
  /** Only admins see it. */
  admin?: boolean;
}

/** What a slot component receives: whatever the core screen passes (e.g. `{ userId }` on a profile). */
export type SlotProps = Record<string, unknown>;

/** A tab contributed to a tabbed core screen (`profile.tabs`, `admin.tabs`, `employees.tabs`). */
export interface SlotComponent<P = SlotProps> {
  (props: P): ReactNode;
  /** Tab title key (in the plugin's namespace) for tabbed slots. */
  titleKey?: string;
}

export interface UiPluginDefinition {
  code: string;
  routes?: UiRoute[];
  menu?: MenuEntry[];
  slots?: Partial<Record<SlotName, ComponentType<any>>>;
  locales?: Locales;
  /** The module name reported when the user leaves this plugin's pages (spec core §2). */
  visitModule?: string;
}

/** The user, client and permissions of `GET /api/me`. */
export interface MeInfo {
  user: {
    _id: string;
    firstName: string;
    lastName: string;
    fullName: string;
    email: string;
    login?: string;
    roles: string[];
    rights: string[];
    lang?: string;
    avatar?: string | null;
    [field: string]: unknown;
  };
  client: {
    _id: string;
    workspace: string;
    name: string;
    vendor?: string | null;
    start_page?: string | null;
    settings?: { hideMoodMeter?: boolean; [k: string]: unknown } | null;
    features: { feature: string; active: boolean }[];
    [field: string]: unknown;
  } | null;
  features: string[];
  rights: string[] | null;
  rules: unknown[];
  isAdmin: boolean;
  isSuperadmin: boolean;
}

export type Children = { children?: ReactNode };
