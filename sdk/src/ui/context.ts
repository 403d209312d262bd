import { createContext } from 'react';
import type { MongoAbility } from '@casl/ability';
import type { ApiClient } from './api.js';
import type { MeInfo, SlotName } from './types.js';
import type { ComponentType } from 'react';

/** One contribution to a named slot, already loaded. */
export interface SlotContribution {
  plugin: string;
  /**
   * Unique within the slot: the plugin's code for its first (or only) component, `<code>-<index>` for
   * the next ones of a list; tabbed screens use it in `?tab=plugin:<key>`.
   */
  key: string;
  Component: ComponentType<any>;
}

/** How a slot loads its plugins. */
export interface SlotOptions {
  /**
   * Load them once the page is quiet (its calls answered, its code loaded; at once after the first
   * page): for places beside or below a page's main content, so their plugins' code does not compete
   * with that content on a slow connection (the wall's widgets; docs/architecture.md, "The shell's bundle, for plugin authors who tune it").
   */
  defer?: boolean;
  /**
   * Like `defer`, and only once the slot's place has come near the viewport after that: for a place a phone
   * shows below the page's main content (the wall's side column under its feed), whose plugins' code then
   * runs when the user scrolls to it, not during the page's start (docs/benchmarks.md, "The main thread on a
   * phone"). The contributions are shown together, once they have their data.
   */
  inView?: boolean;
  /**
   * Only the contributions the company switched on (`settings.slots`, set in the admin panel's interface
   * tab): for the slots of `SWITCHABLE_SLOTS`, the chief's dashboard's widgets. A new one starts off.
   */
  switchable?: boolean;
}

/** What the host gives every screen and plugin (one instance: `@atrium/sdk/ui` is a shared singleton). */
/**
 * The signed-in user's CASL ability. CASL is not part of the first paint (docs/benchmarks.md, "A lazy
 * ability"): `current()` is the ability once CASL has loaded, `ready` loads it and resolves with it.
 */
export interface AbilitySource {
  current(): MongoAbility | undefined;
  ready: PromiseLike<MongoAbility>;
}

export interface AtriumHost {
  api: ApiClient;
  me: MeInfo | null;
  ability: AbilitySource;
  /** Loads the plugins contributing to a slot and answers their components (none until they have loaded). */
  useSlot(name: SlotName, options?: SlotOptions): SlotContribution[];
  /** Settles once the page is next quiet: its calls answered and its plugins' code loaded, at an idle moment. */
  whenQuiet(): Promise<void>;
  /**
   * Settles once what the page has started has its code and first data, at an idle moment; a call that
   * keeps fetching (a poll, a slow refresh) holds it back a couple of seconds at most.
   */
  whenLoaded(): Promise<void>;
  /** Opens a route in a new browser tab (profiles opened from an avatar). */
  openInNewTab(path: string): void;
  /** Shows a toast; clicking it opens notifications when `link` is 'notifications'. */
  toast(opts: { message: string; title?: string; color?: 'green' | 'red' | 'blue' | 'yellow'; link?: string }): void;
  /** The vendor variant: page title, favicon and the system avatar (docs/architecture.md, Session and shell). */
  vendor: { code: string; title: string; favicon: string; systemAvatar: string };
  /** Subscribes to an event of the tab's one realtime socket; answers the unsubscribe function. */
  onRealtime(event: string, handler: (payload: any) => void): () => void;
  /** Sends an event to the plugins' socket handlers and answers the handler's acknowledgement. */
  emitRealtime(event: string, payload: unknown): Promise<unknown>;
  /** Runs `handler` on every (re)connection of the socket, and at once if it is connected; answers the unsubscribe function. */
  onRealtimeConnect(handler: () => void): () => void;
}

export const AtriumContext = createContext<AtriumHost | null>(null);

/** The plugin whose code renders below (its translation namespace). */
export const PluginScope = createContext<string | null>(null);
