import type { WorkroomThread } from '@patrocina/domain';
import { CountBadge, UNREAD_LABEL } from '@/components/count-badge';
import { PodcastCover } from '@/components/podcast-cover';
import { formatRecent } from '@/lib/format';

/** The last message on one line: «Tú: …» when the viewer wrote it, the author's name otherwise. */
export function lastMessageExcerpt(thread: WorkroomThread): string {
  const last = thread.lastMessage;
  if (!last) return 'Aún no hay mensajes.';
  const text = last.body.replace(/\s+/g, ' ').trim() || (last.hasAttachment ? 'Archivo adjunto' : '');
  return `${last.fromMe ? 'Tú' : last.author}: ${text}`;
}

export function unreadLabel(count: number): string {
  return `${count} ${count === 1 ? UNREAD_LABEL[0] : UNREAD_LABEL[1]}`;
}

/** One thread of the workroom: a button that opens its chat. */
export function ThreadRow({ thread, onOpen }: { thread: WorkroomThread; onOpen: (thread: WorkroomThread) => void }) {
  const unread = thread.unread > 0;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(thread)}
        className={`flex w-full items-center gap-3 rounded-card border px-4 py-3 text-left transition-colors hover:border-accent-300 hover:bg-accent-50 ${
          unread ? 'border-accent-200 bg-surface' : 'border-line bg-surface'
        }`}
      >
        <PodcastCover title={thread.podcast.title} imageUrl={thread.podcast.imageUrl} size="row" />
        <span className="min-w-0 flex-1">
          {/* On a narrow screen the date goes under the title, so the campaign's name is not cut to a few letters. */}
          <span className="flex flex-col-reverse sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
            <span className={`line-clamp-2 sm:truncate ${unread ? 'font-bold' : 'font-semibold'}`}>
              {thread.campaign.brand} · {thread.campaign.name}
            </span>
            {thread.lastMessage ? (
              <time dateTime={thread.lastMessage.createdAt} className="shrink-0 text-xs text-ink-muted">
                {formatRecent(thread.lastMessage.createdAt)}
              </time>
            ) : null}
          </span>
          <span className="block truncate text-sm text-ink-muted">{thread.podcast.title}</span>
          <span className="flex items-center gap-2">
            <span className={`min-w-0 flex-1 truncate text-sm ${unread ? 'text-ink' : 'text-ink-muted'}`}>
              {lastMessageExcerpt(thread)}
            </span>
            {unread ? (
              <>
                <CountBadge count={thread.unread} />
                <span className="sr-only">{unreadLabel(thread.unread)}</span>
              </>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}
