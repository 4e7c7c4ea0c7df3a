import { useEffect, useRef } from 'react';
import { CHAT_MESSAGES, CHAT_ROLE_LABELS, type ChatMessage } from '@patrocina/domain';
import { formatDateTime } from '@/lib/format';

/**
 * A thread's messages, oldest first and newest at the bottom, kept scrolled to the newest. Bodies are
 * plain text with their line breaks: never HTML.
 */
export function ChatMessages({
  messages,
  isLoading = false,
  showEmpty = true,
  canWrite = true,
}: {
  messages: readonly ChatMessage[];
  isLoading?: boolean;
  showEmpty?: boolean;
  /** Whether the viewer may write the first message: the empty thread invites them only then. */
  canWrite?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto bg-surface-muted px-5 py-4">
      {isLoading ? (
        <div role="status" aria-busy="true" className="space-y-4">
          <span className="sr-only">Cargando mensajes…</span>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className={`max-w-[80%] space-y-2 rounded-card bg-surface p-4 ${index === 1 ? 'ml-auto' : ''}`}
            >
              <div className="h-3 w-24 animate-pulse rounded-pill bg-line" />
              <div className="h-3 w-48 animate-pulse rounded-pill bg-line" />
            </div>
          ))}
        </div>
      ) : messages.length === 0 ? (
        showEmpty ? (
          <p className="text-center text-ink-muted">{canWrite ? CHAT_MESSAGES.empty : CHAT_MESSAGES.emptyReadOnly}</p>
        ) : null
      ) : (
        <div role="log" aria-label="Mensajes">
          <ol className="space-y-3">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

/** An event the app wrote in the thread (the read's rounds): nobody typed it, so it reads as a note, not a bubble. */
function ChatEventItem({ message }: { message: ChatMessage }) {
  return (
    <li data-event className="flex justify-center">
      <p className="max-w-[90%] rounded-pill border border-line bg-surface-muted px-4 py-1.5 text-center text-sm text-ink">
        <span className="font-semibold">{message.body}</span>
        <span className="text-ink-muted">
          {' · '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
      </p>
    </li>
  );
}

function ChatMessageItem({ message }: { message: ChatMessage }) {
  if (message.kind === 'EVENT' || message.author === null) return <ChatEventItem message={message} />;
  const mine = !message.isRecipientUser;
  return (
    <li data-mine={mine || undefined} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`max-w-[85%] rounded-card border px-4 py-3 ${mine ? 'border-accent-200 bg-accent-50' : 'border-line bg-surface'}`}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink">{message.author.username}</span>
          <span className="text-ink-muted">{CHAT_ROLE_LABELS[message.author.role]}</span>
        </header>
        <p className="mt-1 whitespace-pre-wrap break-words text-ink">{message.body}</p>
        {message.attachment ? (
          <a
            href={message.attachment.url}
            download={message.attachment.name}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold break-all text-accent-700 underline hover:text-accent-900"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              <span className="sr-only">Descargar </span>
              {message.attachment.name}
            </span>
          </a>
        ) : null}
        <p className="mt-1 text-xs text-ink-muted">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
      </article>
    </li>
  );
}
