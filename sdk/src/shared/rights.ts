/** Roles (spec core §6). Module admins are `<feature>_admin`. */
export const ROLES = ['superadmin', 'admin'] as const;
export type Role = string;

/** Per-employee feature rights of the core spec §6; plugins add their own codes. */
export const CORE_RIGHTS = [
  'wall',
  'groups',
  'calendar',
  'profile_edit',
  'knowl_base',
  'events_create',
  'task_tracker',
  'desk_add',
  'vacancies',
  'services',
  'structures',
  'no_silent',
  'ideas',
  'kb_files',
  'vacations',
  'vacations_edit',
  'lms',
  'polls',
  'chat',
  'shop',
  'adaptation',
] as const;

/** Client features that are not plugins but switch core behaviour. */
export const CORE_FEATURES = ['dark_theme', 'structures', 'profile_edit'] as const;

/** Rights that belong to the core itself and so are always assignable. */
export const ALWAYS_ASSIGNABLE_RIGHTS = ['profile_edit'] as const;
