import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@patrocina/domain';
import { buildChatMessage, buildMe, CHAT_CAMPAIGN_ID, CHAT_PODCAST_ID } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { LIVE_EVENTS_URL, startLiveEvents } from './live-events';
import { chatKeys, meQueryKey } from './query-keys';

/** Just enough of EventSource to play the server's part. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  readonly url: string;
  readonly withCredentials: boolean;
  closed = false;
  constructor(url: string, init?: EventSourceInit) {
    super();
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(
      new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId }),
    );
  }
}

const current = () => FakeEventSource.instances.at(-1)!;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live stream', () => {
  it('opens the stream again after the browser gave up on an error answer, from the last message, with growing waits', () => {
    vi.useFakeTimers();
    try {
      const stop = startLiveEvents(createTestQueryClient());
      const first = current();
      first.emit('message', buildChatMessage({ seq: 41 }), '41');
      // A dropped connection the browser retries itself: nothing to do.
      first.readyState = FakeEventSource.CONNECTING;
      first.dispatchEvent(new Event('error'));
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.instances).toHaveLength(1);
      // An error answer (a 503 while the database restarts): the browser stops; the app opens it again.
      first.readyState = FakeEventSource.CLOSED;
      first.dispatchEvent(new Event('error'));
      expect(first.closed).toBe(true);
      vi.advanceTimersByTime(999);
      expect(FakeEventSource.instances).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(current().url).toBe(`${LIVE_EVENTS_URL}?lastEventId=41`);
      // Refused again: a longer wait.
      current().readyState = FakeEventSource.CLOSED;
      current().dispatchEvent(new Event('error'));
      vi.advanceTimersByTime(1_999);
      expect(FakeEventSource.instances).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances).toHaveLength(3);
      stop();
      expect(current().closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops for good when the server says this tab is one too many', () => {
    vi.useFakeTimers();
    try {
      startLiveEvents(createTestQueryClient());
      current().emit('closed', { reason: 'too-many-streams' });
      expect(current().closed).toBe(true);
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.instances).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the signed-in user’s stream and closes it when stopped', () => {
    const stop = startLiveEvents(createTestQueryClient());
    expect(current().url).toBe(LIVE_EVENTS_URL);
    expect(current().url).toBe('/api/v1/private/events');
    stop();
    expect(current().closed).toBe(true);
  });

  it('moves both header badges on counts, without asking the API', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData<Me>(
      meQueryKey,
      buildMe({ messageStats: { unread: 0 }, campaignActionStats: { pending: 1 } }),
    );
    const stop = startLiveEvents(queryClient);
    current().emit('counts', { unread: 4, pending: 2 });
    const me = queryClient.getQueryData<Me>(meQueryKey);
    expect(me?.messageStats.unread).toBe(4);
    expect(me?.campaignActionStats.pending).toBe(2);
    stop();
  });

  it('ignores malformed counts and leaves a visitor a visitor', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, null);
    const stop = startLiveEvents(queryClient);
    current().emit('counts', 'no es json');
    current().emit('counts', { unread: 4, pending: 2 });
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    stop();
  });

  it('refreshes the message’s thread and the workroom lists on message, and nothing else', () => {
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = startLiveEvents(queryClient);
    const message = buildChatMessage();
    current().emit('message', message, String(message.seq));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.thread(CHAT_CAMPAIGN_ID, CHAT_PODCAST_ID) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.workroom() });
    expect(invalidate).toHaveBeenCalledTimes(2);
    current().emit('message', { nope: true });
    expect(invalidate).toHaveBeenCalledTimes(2);
    stop();
    current().emit('message', message);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('does nothing where there is no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const stop = startLiveEvents(createTestQueryClient());
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(stop).not.toThrow();
  });
});
