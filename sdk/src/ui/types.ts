import type { ComponentType, ReactNode } from 'react';
import type { FillsOf, PluginManifest, PropsOfSlot, RoutesOf, SlotName } from '../shared/manifest.js';

export type { SlotName } from '../shared/manifest.js';

export const LANGS = ['ru', 'en', 'uk'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * A plugin's texts: per language, a loader of its nested key → text object, so a reader downloads only
 * the language shown (`{ en: () => import('../locales/en.json', { with: { type: 'json' } }), … }`).
 */
export type Locales = Partial<Record<Lang, () => Promise<{ default: Record<string, unknown> }>>>;

/** What a slot component receives: whatever the core screen passes (e.g. `{ userId }` on a profile). */
export type SlotProps = Record<string, unknown>;

/** A tab contributed to a tabbed core screen (`profile.tabs`, `admin.tabs`, `employees.tabs`). */
export interface SlotComponent<P = SlotProps> {
  (props: P): ReactNode;
  /** Tab title key (in the plugin's namespace) for tabbed slots. */
  titleKey?: string;
}

/**
 * What a plugin gives one slot: a component, or a list of them when it adds several (two tabs to
 * `profile.tabs`). Each item renders in its own error boundary; tabbed screens key each by plugin and index.
 */
export type SlotFill = ComponentType<any> | readonly ComponentType<any>[];
/** A fill of the slot `N`: each component takes the props the slot's declaration gives (`PropsOfSlot`). */
export type SlotFillOf<N extends string> = ComponentType<PropsOfSlot<N>> | readonly ComponentType<PropsOfSlot<N>>[];

/** What a plugin's UI adds to its manifest: one element per route, one component per filled slot, its texts. */
export type UiPluginParts<M extends PluginManifest> = {
  /** Exactly the manifest's routes: a missing or extra page fails to compile. */
  pages: Record<RoutesOf<M>, ReactNode>;
  locales?: Locales;
} & ([FillsOf<M>] extends [never]
  ? { slots?: never }
  : {
      /** Exactly the slots the manifest fills, each with a component or a list of them taking the slot's props. */
      slots: { [N in FillsOf<M>]: SlotFillOf<N> };
    });

/** The remote module `./plugin` as the host loads it. */
export interface UiPluginDefinition {
  code: string;
  manifest: PluginManifest;
  pages: Record<string, ReactNode>;
  slots: Partial<Record<SlotName, SlotFill>>;
  locales?: Locales;
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
    settings?: { hideMoodMeter?: boolean; slots?: Record<string, string[]>; [k: string]: unknown } | null;
    features: { feature: string; active: boolean }[];
    [field: string]: unknown;
  } | null;
  features: string[];
  /**
   * The codes of the rights the user holds (the core's and the plugins' `manifest.rights`), or null for an
   * administrator, who holds every right. Prefer `useAbility`/`Can`, which also weigh the client's features.
   */
  rights: string[] | null;
  rules: unknown[];
  isAdmin: boolean;
  isSuperadmin: boolean;
}

export type Children = { children?: ReactNode };
