import { useCallback, useEffect, useRef, useState } from 'react';
import type { PayloadOf } from '@atrium/sdk/contract';
import { useApi, useMe, useRealtime, useRealtimeEmit } from '@atrium/sdk/ui';
import { PUSH } from '../shared/events.js';
import { SEND } from '../shared/sends.js';
import { chatRoutes } from '../shared/routes.js';
import type { ChatMessageView } from '../shared/types.js';

/** What a file message adds to a text message. */
export type FileExtra = Pick<PayloadOf<typeof SEND.messageSend>, 'type' | 'fileId'>;

export interface Outgoing {
  clientMessageId: string;
  content: string;
  /** A file message's type and file. */
  extra: FileExtra;
  failed: boolean;
}

const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * One open chat's messages, kept in sequence order: the newest page first, older pages on demand, live
 * messages as they come, and after a reconnection (or a gap in the sequence) what was missed. Sends
 * carry a client message id, so a retry after a failure never duplicates.
 */
export function useChatLog(chatId: string) {
  const api = useApi();
  const emit = useRealtimeEmit();
  const me = useMe();
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [typing, setTyping] = useState<Record<string, number>>({});
  const [reads, setReads] = useState<Record<string, number>>({});
  const last = useRef(0);

  const merge = useCallback(
    (incoming: ChatMessageView[]) => {
      // What is already there (a catch-up that found nothing, an own message's echo after its answer) changes
      // nothing, so the room is not rendered again for it.
      setMessages((prev) => {
        const bySeq = new Map(prev.map((m) => [m.seq, m]));
        const fresh = incoming.filter((m) => !bySeq.has(m.seq));
        if (!fresh.length) return prev;
        for (const m of fresh) bySeq.set(m.seq, m);
        const all = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
        last.current = all.at(-1)?.seq ?? 0;
        return all;
      });
      setOutgoing((prev) => {
        const left = prev.filter((o) => !incoming.some((m) => m.clientMessageId === o.clientMessageId && m.sender === me?.user._id));
        return left.length === prev.length ? prev : left;
      });
    },
    [me?.user._id],
  );

  const catchUp = useCallback(async () => {
    const page = await api.call(
      chatRoutes.messages,
      { params: { id: chatId }, query: { after: last.current, limit: 100 } },
      { quiet: true },
    );
    merge(page.result.result);
    if (page.result.more) await catchUp();
  }, [api, chatId, merge]);

  useEffect(() => {
    let live = true;
    setMessages([]);
    setOutgoing([]);
    setLoading(true);
    last.current = 0;
    void api.call(chatRoutes.messages, { params: { id: chatId }, query: {} }, { refused: 'page' }).then((page) => {
      if (!live) return;
      merge(page.result.result);
      setMore(page.result.more);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [api, chatId, merge]);

  const loadOlder = useCallback(async () => {
    const first = messages[0]?.seq;
    if (!first) return;
    const page = await api.call(chatRoutes.messages, { params: { id: chatId }, query: { before: first } });
    merge(page.result.result);
    setMore(page.result.more);
  }, [api, chatId, merge, messages]);

  useRealtime(PUSH.newMessage, (m) => {
    if (m.chat !== chatId) return;
    // A gap means something was missed (another node's message still on its way, or a reconnection).
    if (last.current && m.seq > last.current + 1) void catchUp();
    merge([m]);
  });
  useRealtime(PUSH.ready, () => void catchUp());
  useRealtime(PUSH.typing, (p) => {
    if (p.chatId !== chatId || p.userId === me?.user._id) return;
    setTyping((prev) => {
      const next = { ...prev };
      if (p.typing) next[p.userId] = Date.now();
      else delete next[p.userId];
      return next;
    });
  });
  // Reads mark one's own messages: one's own read (this tab's or another's) and a read already known change nothing.
  useRealtime(PUSH.read, (p) => {
    if (p.chatId !== chatId || p.userId === me?.user._id) return;
    setReads((prev) => ((prev[p.userId] ?? 0) >= p.seq ? prev : { ...prev, [p.userId]: p.seq }));
  });

  // A typing mark without its stop (a closed tab) fades after 6 s. The check runs only while someone types,
  // and changes nothing when nothing fades: it rendered the whole room every 2 s (docs/benchmarks.md, "The
  // chat room on a phone").
  const someoneTypes = Object.keys(typing).length > 0;
  useEffect(() => {
    if (!someoneTypes) return;
    const timer = setInterval(
      () =>
        setTyping((prev) => {
          const kept = Object.entries(prev).filter(([, at]) => Date.now() - at < 6000);
          return kept.length === Object.keys(prev).length ? prev : Object.fromEntries(kept);
        }),
      2000,
    );
    return () => clearInterval(timer);
  }, [someoneTypes]);

  const deliver = useCallback(
    async (o: Outgoing) => {
      setOutgoing((prev) => [...prev.filter((x) => x.clientMessageId !== o.clientMessageId), { ...o, failed: false }]);
      try {
        const ack = await emit(SEND.messageSend, { chatId, content: o.content, clientMessageId: o.clientMessageId, ...o.extra });
        if ('error' in ack) throw new Error(ack.error.message);
        merge([ack.result]);
      } catch {
        setOutgoing((prev) => prev.map((x) => (x.clientMessageId === o.clientMessageId ? { ...x, failed: true } : x)));
      }
    },
    [chatId, emit, merge],
  );
  // The same function across renders, so the composer is not rendered again with the room.
  const send = useCallback(
    (content: string, extra: FileExtra = {}) => deliver({ clientMessageId: newId(), content, extra, failed: false }),
    [deliver],
  );

  return {
    messages,
    more,
    loading,
    loadOlder,
    outgoing,
    send,
    retry: (o: Outgoing) => deliver(o),
    typing: Object.keys(typing),
    reads,
  };
}

/** One open chat's messages and the ways to send, retry and page back. */
export type ChatLog = ReturnType<typeof useChatLog>;
