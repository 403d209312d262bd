// The published typings of @module-federation/runtime 0.21 re-export an extensionless path that
// NodeNext resolution cannot follow; these are the two calls the host uses, as documented.
declare module '@module-federation/runtime' {
  export function registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  export function loadRemote<T>(id: string): Promise<T | null>;
}
