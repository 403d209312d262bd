/** Events the core itself emits, declared like a plugin's (docs/plugin-guide.md, section 11). */

/**
 * Emitted after a profile edit leaves the employee's profile complete (`PROFILE_FIELDS` all filled); it may be
 * emitted again on later edits, so a subscriber that pays for it keeps its own "once" (the shop does).
 */
export interface ProfileCompleted {
  userId: string;
}

/** The profile fields an employee fills about themselves; a profile with all of them is complete. */
export const PROFILE_FIELDS = ['avatar', 'birthDate', 'phone', 'position', 'city', 'about'] as const;

/**
 * An employee can no longer sign in (deleted, blocked, or deactivated by the company's directory through
 * SCIM), or can again: raised when the state changes, so modules stop or resume what they run for them
 * (adaptation ends a leaver's track, services reassign their steps). `by`: the employee who did it, null
 * for the directory.
 */
export interface EmployeeActivity {
  userId: string;
  by: string | null;
}

declare module './events.js' {
  interface AtriumEvents {
    'profile.completed': ProfileCompleted;
    'employee.deactivated': EmployeeActivity;
    'employee.activated': EmployeeActivity;
  }
}
