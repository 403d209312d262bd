/**
 * The shell keeps the session token in localStorage (docs/architecture.md, Session and shell; wall README, Design decisions). Upload
 * progress needs it outside the SDK's fetch client (XMLHttpRequest reports progress, fetch does not).
 */
export const storedToken = (): string | null => localStorage.getItem('atrium.token');
