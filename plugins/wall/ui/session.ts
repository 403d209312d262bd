/**
 * The shell keeps the session token in localStorage (spec core §4: "token stored locally"). Two wall
 * features need it outside the SDK's fetch client: upload progress (XMLHttpRequest reports it, fetch
 * does not) and the realtime socket handshake.
 */
export const storedToken = (): string | null =>
  localStorage.getItem("atrium.token");
