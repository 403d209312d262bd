import { useRealtime } from '@atrium/sdk/ui';

type Payload = Record<string, unknown>;

/**
 * Calls `handler` for each of the wall's live events (new posts and comments, likes) while mounted,
 * over the shell's one socket per tab (`useRealtime`), never a socket of its own.
 */
export function useWallLive(handler: (event: string, payload: Payload) => void) {
  useRealtime<Payload>('post.created', (p) => handler('post.created', p));
  useRealtime<Payload>('comment.created', (p) => handler('comment.created', p));
  useRealtime<Payload>('comment.deleted', (p) => handler('comment.deleted', p));
  useRealtime<Payload>('post.liked', (p) => handler('post.liked', p));
}
