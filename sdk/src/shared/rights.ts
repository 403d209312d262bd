/** Roles (docs/architecture.md, Roles, rights and content). Module admins are `<feature>_admin`. */
export const ROLES = ['superadmin', 'admin'] as const;
export type Role = string;

/**
 * The core's own per-employee rights (docs/architecture.md, Roles, rights and content). `structures` is given only while its client
 * feature is on; `notifications_send` lets an employee who is not an admin send notifications (`POST api/notification`). Plugins declare theirs, with titles, in their manifests.
 */
export const CORE_RIGHTS = ['profile_edit', 'structures', 'notifications_send'] as const;

/** Client features that are not plugins but switch core behaviour. */
export const CORE_FEATURES = ['dark_theme', 'structures', 'profile_edit', 'analytics'] as const;

/** The core's administrative rights: never among a new client's initial rights (the plugins' own are in their manifests). */
export const ADMINISTRATIVE_CORE_RIGHTS = ['structures', 'notifications_send'] as const;

/** Rights that belong to the core itself and so are always assignable. */
export const ALWAYS_ASSIGNABLE_RIGHTS = ['profile_edit', 'notifications_send'] as const;
