import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '@atrium/sdk/ui';
import { useSession } from '../session/SessionProvider.js';
import { SIGN_IN } from '../app/guards.js';
import { connectRealtime, disconnectRealtime, onRealtime } from './realtime.js';
import { toast } from './toast.js';
import { firstQuiet } from './quiet.js';

/**
 * Connects the socket while a user works in a client and turns the shell's events into effects:
 * popups for new notifications (and a fresh unread count), chat membership toasts, and sign-out
 * when the server ends the session (logout elsewhere, blocking).
 */
export function RealtimeBridge() {
  const me = useMe();
  const { session, signOut } = useSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const clientId = me?.client?._id;
  const token = session?.token;

  useEffect(() => {
    if (!token || !clientId) return;
    connectRealtime(token, clientId, firstQuiet(qc));
    const offs = [
      onRealtime('notification', (n: { title?: string; text?: string; link?: string }) => {
        void qc.invalidateQueries({ queryKey: ['unread'] });
        toast({ title: n.title, message: n.text ?? '', link: '/notifications' });
      }),
      onRealtime('chat:chat_you_added', (c: { title?: string }) =>
        toast({ message: t('realtime.chatAdded', { title: c.title ?? '' }), color: 'green', link: '/chat' }),
      ),
      onRealtime('chat:chat_you_removed', (c: { title?: string }) =>
        toast({ message: t('realtime.chatRemoved', { title: c.title ?? '' }), color: 'green', link: '/chat' }),
      ),
      onRealtime('user-logout', () => {
        disconnectRealtime();
        void signOut().then(() => navigate(SIGN_IN, { replace: true }));
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [token, clientId, qc, signOut, navigate, t]);

  useEffect(() => () => disconnectRealtime(), []);
  return null;
}
