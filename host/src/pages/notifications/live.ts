import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { getToken } from '../../session/storage.js';

export interface LiveNotification {
  _id: string;
  name: string;
  section: string;
  title: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/**
 * New notifications arrive over the socket (`notification` events to the user's room). The socket is
 * started with the client id and the stored token, to the same origin, and reconnects forever with a
 * 1 s delay (spec core §7, §9).
 */
export function useLiveNotifications(clientId: string | undefined, onNotification: (n: LiveNotification) => void) {
  useEffect(() => {
    const token = getToken();
    if (!clientId || !token) return;
    const socket = io({ path: '/socket.io', auth: { token, clientId }, reconnectionDelay: 1000, reconnectionDelayMax: 1000, reconnectionAttempts: Infinity, transports: ['websocket', 'polling'] });
    socket.on('notification', onNotification);
    return () => {
      socket.off('notification', onNotification);
      socket.disconnect();
    };
  }, [clientId, onNotification]);
}
