import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatMessageSchema, liveCountsSchema } from '@patrocina/domain';
import { API_BASE } from './api-client';
import { chatKeys, setMeCounts } from './query-keys';

/**
 * The signed-in user's live stream (`GET /private/events`, Server-Sent Events). `counts` moves the
 * header badges at once; `message` refreshes the thread it belongs to, if open, and the workroom's
 * lists. The browser's EventSource reconnects by itself and sends Last-Event-ID (the last message's
 * seq), so the API can replay what was missed.
 */
export const LIVE_EVENTS_URL = `${API_BASE}/private/events`;

function parseData(event: Event): unknown {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return undefined;
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return undefined;
  }
}

/** Waits before opening again a stream the browser gave up on: 1 s, then twice as long each time, up to 30 s. */
const REOPEN_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

/**
 * Opens the stream and returns what closes it. Where there is no EventSource (jsdom, old browsers) it
 * does nothing. The browser retries by itself after a dropped connection, but gives up for good on an
 * error answer (a 503 while the database restarts, a proxy's 502 during a deploy): then the stream is
 * opened again here, with the last message's seq, and the badges and lists are read afresh. A
 * `closed` event (this user has too many tabs open) ends it for this tab.
 */
export function startLiveEvents(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let lastSeq: string | null = null;
  let failures = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const onCounts = (event: Event) => {
    failures = 0;
    const counts = liveCountsSchema.safeParse(parseData(event));
    // SPEC §8: the badge counts fail silently, and a malformed event is such a failure.
    if (counts.success) setMeCounts(queryClient, counts.data);
  };
  const onMessage = (event: Event) => {
    const message = chatMessageSchema.safeParse(parseData(event));
    if (!message.success) return;
    lastSeq = String(message.data.seq);
    void queryClient.invalidateQueries({ queryKey: chatKeys.thread(message.data.campaign.id, message.data.podcastId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.workroom() });
  };
  const onClosed = () => stop();
  const onError = () => {
    if (stopped || !source || source.readyState !== EventSource.CLOSED) return;
    close();
    const delay = REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)]!;
    failures += 1;
    reopenTimer = setTimeout(() => {
      open();
      void queryClient.invalidateQueries({ queryKey: chatKeys.workroom() });
    }, delay);
  };

  function open() {
    const url = lastSeq === null ? LIVE_EVENTS_URL : `${LIVE_EVENTS_URL}?lastEventId=${encodeURIComponent(lastSeq)}`;
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener('counts', onCounts);
    source.addEventListener('message', onMessage);
    source.addEventListener('closed', onClosed);
    source.addEventListener('error', onError);
  }
  function close() {
    if (!source) return;
    source.removeEventListener('counts', onCounts);
    source.removeEventListener('message', onMessage);
    source.removeEventListener('closed', onClosed);
    source.removeEventListener('error', onError);
    source.close();
    source = null;
  }
  function stop() {
    stopped = true;
    clearTimeout(reopenTimer);
    close();
  }

  open();
  return stop;
}

/** Keeps the stream open while `enabled` (a user is signed in); logging out closes it. */
export function useLiveEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? startLiveEvents(queryClient) : undefined), [enabled, queryClient]);
}
