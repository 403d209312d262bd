/**
 * The shell keeps the session token in localStorage (spec core §4: "token stored locally"). Upload
 * progress needs it outside the SDK's fetch client (XMLHttpRequest reports progress, fetch does not).
 */
export const storedToken = (): string | null => localStorage.getItem('atrium.token');
