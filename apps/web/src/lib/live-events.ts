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

/** Opens the stream and returns what closes it. Where there is no EventSource (jsdom, old browsers) it does nothing. */
export function startLiveEvents(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });

  const onCounts = (event: Event) => {
    const counts = liveCountsSchema.safeParse(parseData(event));
    // SPEC §8: the badge counts fail silently, and a malformed event is such a failure.
    if (counts.success) setMeCounts(queryClient, counts.data);
  };
  const onMessage = (event: Event) => {
    const message = chatMessageSchema.safeParse(parseData(event));
    if (!message.success) return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.thread(message.data.campaign.id, message.data.podcastId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.workroom() });
  };

  source.addEventListener('counts', onCounts);
  source.addEventListener('message', onMessage);
  return () => {
    source.removeEventListener('counts', onCounts);
    source.removeEventListener('message', onMessage);
    source.close();
  };
}

/** Keeps the stream open while `enabled` (a user is signed in); logging out closes it. */
export function useLiveEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? startLiveEvents(queryClient) : undefined), [enabled, queryClient]);
}
