import { useEffect, useRef } from "react";
import { io, type Socket } from "socket.io-client";
import { useMe } from "@atrium/sdk/ui";
import { storedToken } from "./session.js";

let socket: Socket | null = null;
let socketKey = "";

/** One socket per tab and session: the handshake carries the token and the client (spec core §7). */
function connect(clientId: string): Socket | null {
  const token = storedToken();
  if (!token) return null;
  const key = `${token}:${clientId}`;
  if (socket && socketKey === key) return socket;
  socket?.disconnect();
  socketKey = key;
  socket = io({
    path: "/socket.io",
    auth: { token, clientId },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionAttempts: Infinity,
  });
  return socket;
}

/** Calls `handler` for each of the wall's live events (new posts and comments, likes) while mounted. */
export function useWallLive(
  handler: (event: string, payload: Record<string, unknown>) => void,
) {
  const me = useMe();
  const ref = useRef(handler);
  ref.current = handler;
  const clientId = me?.client?._id;
  useEffect(() => {
    if (!clientId) return;
    const s = connect(clientId);
    if (!s) return;
    const events = [
      "post.created",
      "comment.created",
      "comment.deleted",
      "post.liked",
    ];
    const listeners = events.map(
      (e) =>
        [
          e,
          (payload: Record<string, unknown>) => ref.current(e, payload),
        ] as const,
    );
    for (const [e, fn] of listeners) s.on(e, fn);
    return () => {
      for (const [e, fn] of listeners) s.off(e, fn);
    };
  }, [clientId]);
}
