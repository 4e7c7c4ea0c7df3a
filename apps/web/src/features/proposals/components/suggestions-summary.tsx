import { suggestionNoteText } from '@patrocina/domain';
import { formatDate } from '@/lib/format';
import { useChangeRequests, useSuggestedPodcasts } from '@/lib/suggestion-queries';

/**
 * Under the proposal, for the advertiser (docs/decisions/0021): each podcast they suggested that is not
 * in it, with the reason, and each «Sugerir un cambio» they sent, with whether the team handled it.
 */
export function SuggestionsSummary({ campaignId }: { campaignId: string }) {
  const notes = useSuggestedPodcasts(campaignId);
  const requests = useChangeRequests(campaignId);
  const leftOut = (notes.data ?? []).filter((note) => !note.inProposal);
  const sent = requests.data ?? [];
  if (leftOut.length === 0 && sent.length === 0) return null;
  return (
    <div className="space-y-3 text-sm">
      {leftOut.length > 0 ? (
        <section aria-labelledby="suggested-left-out">
          <h3 id="suggested-left-out" className="font-semibold">
            Podcasts que sugeriste y no están
          </h3>
          <ul className="mt-1 space-y-1 text-ink-muted">
            {leftOut.map((note) => (
              <li key={note.podcastId}>{suggestionNoteText(note)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {sent.length > 0 ? (
        <section aria-labelledby="change-requests-sent">
          <h3 id="change-requests-sent" className="font-semibold">
            Tus sugerencias de cambio
          </h3>
          <ul className="mt-1 space-y-2">
            {sent.map((request) => (
              <li key={request.id} className="rounded-control border border-line p-2">
                <p className="whitespace-pre-line break-words">{request.suggestion}</p>
                <p className="mt-1 text-ink-muted">
                  {request.handledAt
                    ? `Atendida el ${formatDate(request.handledAt)}`
                    : `Enviada el ${formatDate(request.createdAt)}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
