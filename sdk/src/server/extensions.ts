import type { ExtensionPoint } from '../shared/extension-points.js';

/** One registered entry as the server reads it: the registering plugin's value with what the core knows of it. */
export type Extension<T> = T & {
  /** The key it was registered under. */
  readonly key: string;
  /** The registering plugin's code: its feature switches the entry on and off per client. */
  readonly plugin: string;
  /** The right the registering plugin's routes need (its first); a user without it cannot use the entry. */
  readonly right: string | null;
};

/** The entries of one point, for the plugin that serves it. */
export interface ExtensionReader<T> {
  /** Every entry of an installed plugin, switched on or not, in installation order. */
  readonly installed: readonly Extension<T>[];
  /** The entries the caller may use now: the registering plugin is on for the client and, for a user, they have its right. */
  usable(): Promise<Extension<T>[]>;
  /** One usable entry, or null: not registered, its plugin not installed or switched off, or no right. */
  get(key: string): Promise<Extension<T> | null>;
}

/** `ctx.extensions.of(point)`: the registrations of the installation, as this client and user may use them. */
export interface ExtensionsService {
  of<T>(point: ExtensionPoint<T>): ExtensionReader<T>;
}

/** What a plugin's `routes` may read of the installation besides its own declarations. */
export interface RoutesPlatform {
  /** The entries of every installed plugin at one point, switched on or not (the wall declares feed routes per post parent). */
  installed<T>(point: ExtensionPoint<T>): readonly Extension<T>[];
}
