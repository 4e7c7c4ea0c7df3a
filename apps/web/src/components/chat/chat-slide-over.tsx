import { useCallback, useEffect, useRef } from 'react';
import { CHAT_MESSAGES, type ChatThread } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { useChatThread, useMarkChatRead, useSendChatMessage } from './api';
import { ChatComposer, type ChatDraft } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { newClientId } from './client-id';
import { readFileAsBase64 } from './read-file';
import { SlideOver } from './slide-over';

export interface ChatTarget {
  campaignId: string;
  podcastId: string;
  /** What the opener already knows, for the title while the thread loads (or if it cannot). */
  brand: string;
  campaignName: string;
}

export function chatTitle(campaign: { brand: string; name: string }): string {
  return `${campaign.brand} · ${campaign.name}`;
}

/** SPEC §2: the subtitle is the two parties' usernames. */
export function chatSubtitle(thread: Pick<ChatThread, 'parties'>): string {
  return `${thread.parties.advertiser} · ${thread.parties.podcaster}`;
}

/** Why the viewer may not write here, said where the composer would be (SPEC §6). */
function DisabledNotice({ thread }: { thread: ChatThread }) {
  return (
    <p role="note" className="border-t border-line bg-surface px-5 py-4 text-ink-muted">
      {thread.disabledReason
        ? CHAT_MESSAGES.disabled[thread.disabledReason]
        : 'No puedes escribir en esta conversación.'}
    </p>
  );
}

/**
 * The chat slide-over of one thread (one podcast in one campaign): its messages and the composer.
 * It marks the thread read when it opens and when someone else's message arrives while it is open,
 * which moves the header's badge. Errors follow SPEC §8: a failed load or send shows nothing.
 */
export function ChatSlideOver({ target, onClose }: { target: ChatTarget; onClose: () => void }) {
  const { campaignId, podcastId } = target;
  const thread = useChatThread(campaignId, podcastId);
  const { mutateAsync: sendMessage } = useSendChatMessage(campaignId, podcastId);
  const { mutate: markRead } = useMarkChatRead(campaignId, podcastId);
  const textArea = useRef<HTMLTextAreaElement>(null);
  /** The last attempt's text and id: a retry of the same text reuses the id, so the server stores it once. */
  const lastAttempt = useRef<{ body: string; clientId: string } | null>(null);

  useEffect(() => {
    markRead();
  }, [markRead]);

  const last = thread.data?.messages.at(-1);
  const seenLastId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!thread.isSuccess) return;
    const lastId = last?.id ?? null;
    const previous = seenLastId.current;
    seenLastId.current = lastId;
    if (previous !== undefined && lastId !== previous && last?.isRecipientUser) markRead();
  }, [thread.isSuccess, last?.id, last?.isRecipientUser, markRead]);

  const onSend = useCallback(
    async ({ body, attachment }: ChatDraft) => {
      const trimmed = body.trim();
      const clientId = lastAttempt.current?.body === trimmed ? lastAttempt.current.clientId : newClientId();
      lastAttempt.current = { body: trimmed, clientId };
      try {
        const file = attachment
          ? { attachment: await readFileAsBase64(attachment), attachmentName: attachment.name }
          : {};
        await sendMessage({ body: trimmed, clientId, ...file });
        lastAttempt.current = null;
        toast.success(CHAT_MESSAGES.sent);
      } catch {
        // SPEC §8: a failed send reloads the messages (the mutation does) and says nothing.
      }
    },
    [sendMessage],
  );

  const data = thread.data;
  return (
    <SlideOver
      title={chatTitle(data?.campaign ?? { brand: target.brand, name: target.campaignName })}
      subtitle={data ? chatSubtitle(data) : undefined}
      onClose={onClose}
      initialFocusRef={data?.canSend ? textArea : undefined}
      focusKey={data ? 'ready' : 'loading'}
    >
      <ChatMessages
        messages={data?.messages ?? []}
        isLoading={thread.isPending}
        showEmpty={!thread.isError}
        canWrite={data?.canSend ?? true}
      />
      {data ? (
        data.canSend ? (
          <ChatComposer onSend={onSend} textAreaRef={textArea} />
        ) : (
          <DisabledNotice thread={data} />
        )
      ) : null}
    </SlideOver>
  );
}
