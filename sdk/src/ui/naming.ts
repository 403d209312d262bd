/** Module Federation container names must be JavaScript identifiers; plugin codes may hold `-`. */
export const remoteName = (code: string) => `atrium_${code.replace(/[^a-zA-Z0-9_]/g, '_')}`;
