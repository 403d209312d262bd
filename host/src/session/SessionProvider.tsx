import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeInfo } from '@atrium/sdk/ui';
import { api } from '../api/client.js';
import { applyUserLang } from '../i18n/index.js';
import {
  clearSession,
  loadSession,
  markLoggedOut,
  saveSession,
  setWorkspace,
  ownWorkspace,
  setLastWorkspace,
  setStartPage,
  type StoredSession,
} from './storage.js';
import { applyVendor } from './vendor.js';

interface SessionState {
  session: StoredSession | null;
  me: MeInfo | null;
  /** True while the stored token is being checked with `GET /api/me`. */
  loading: boolean;
  signedIn(res: { token: string; expires: string; result: { _id: string } }, vendor: string | null): void;
  /** Clears the local session (logout, 401, expiry); `server` also revokes the token. */
  signOut(opts?: { server?: boolean }): Promise<void>;
}

/** The file cookie lives 30 minutes (core-api/src/files/access-cookie.ts). */
const FILE_ACCESS_RENEW_MS = 10 * 60_000;

const Ctx = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const s = useContext(Ctx);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/** The start page of a client (`start_page`, default company); `profile` means the user's own profile. */
export function startPageOf(me: MeInfo): string {
  const p = (me.client?.start_page ?? 'company').replace(/^\/+/, '') || 'company';
  return p === 'profile' ? `/profile/${me.user._id}` : `/${p}`;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(() => loadSession());
  const meQ = useQuery({
    // Not keyed by the workspace: the answer itself stores the employee's, and a key changing with it asked
    // `/api/me` again on every start without a stored one (a switch of workspace invalidates ['me'] itself).
    queryKey: ['me', session?.token],
    enabled: !!session,
    retry: false,
    staleTime: 60_000,
    queryFn: async () => (await api.get<{ result: MeInfo }>('/api/me')).result,
  });
  const me = session ? (meQ.data ?? null) : null;

  useEffect(() => {
    if (!me) return;
    const own = ownWorkspace(me);
    if (own) {
      setWorkspace(own);
      setLastWorkspace(own);
    }
    if (me.client) {
      setStartPage(startPageOf(me));
      applyVendor(me.client.vendor ?? null);
    }
    // The user's language applies unless this browser chose one explicitly.
    applyUserLang(me.user.lang);
  }, [me]);

  // `GET api/me` starts the short-lived cookie that lets pictures load; while the app is open it is renewed
  // (a background call: it does not keep an idle session alive).
  useEffect(() => {
    if (!session) return;
    const renew = setInterval(
      () => void api.post('/api/files/access', {}, { quiet: true, background: true }).catch(() => undefined),
      FILE_ACCESS_RENEW_MS,
    );
    return () => clearInterval(renew);
  }, [session]);

  const signedIn = useCallback<SessionState['signedIn']>((res, vendor) => {
    saveSession({ token: res.token, expires: res.expires, userId: res.result._id });
    if (vendor) applyVendor(vendor);
    setSession(loadSession());
  }, []);

  const signOut = useCallback<SessionState['signOut']>(
    async (opts = {}) => {
      if (opts.server) markLoggedOut();
      if (opts.server && loadSession()) await api.post('/api/logout', {}, { quiet: true }).catch(() => undefined);
      clearSession();
      setSession(null);
      qc.removeQueries({ queryKey: ['me'] });
      qc.removeQueries({ queryKey: ['plugins'] });
    },
    [qc],
  );

  const value = useMemo(
    () => ({ session, me, loading: !!session && meQ.isPending, signedIn, signOut }),
    [session, me, meQ.isPending, signedIn, signOut],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
