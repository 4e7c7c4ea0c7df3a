import { campaignSuggestionSchema, suggestionNoteText } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { api } from '@/lib/api-client';
import { useBackofficeCampaignMutation } from '@/lib/campaign-queries';
import { formatDate } from '@/lib/format';
import { useChangeRequests, useSuggestedPodcasts } from '@/lib/suggestion-queries';
import { runAndTell } from '@/lib/user-message';

/** `POST /private/backoffice/campaigns/{id}/change-requests/{requestId}/handled`. */
function useMarkHandled(id: string) {
  return useBackofficeCampaignMutation((requestId: string) =>
    api.post('/private/backoffice/campaigns/{id}/change-requests/{requestId}/handled', campaignSuggestionSchema, {
      params: { id, requestId },
    }),
  );
}

/**
 * The back office's view of what the advertiser suggested (docs/decisions/0021): the podcasts of the
 * brief, in the draft or why not, and the «Sugerir un cambio» requests, which the team marks handled.
 */
export function AdvertiserSuggestions({ campaignId }: { campaignId: string }) {
  const notes = useSuggestedPodcasts(campaignId);
  const requests = useChangeRequests(campaignId);
  const markHandled = useMarkHandled(campaignId);
  const suggested = notes.data ?? [];
  const sent = requests.data ?? [];
  if (suggested.length === 0 && sent.length === 0) return null;
  return (
    <section
      aria-labelledby="advertiser-suggestions"
      className="space-y-4 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="advertiser-suggestions" className="text-lg font-semibold">
        Lo que sugiere el anunciante
      </h2>
      {suggested.length > 0 ? (
        <div>
          <h3 className="font-semibold">Podcasts sugeridos en el briefing</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {suggested.map((note) => (
              <li key={note.podcastId}>
                {note.inProposal ? `${note.title ?? 'Un podcast'}: en el borrador.` : suggestionNoteText(note)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {sent.length > 0 ? (
        <div>
          <h3 className="font-semibold">Sugerencias de cambio</h3>
          <ul className="mt-2 divide-y divide-line">
            {sent.map((request) => (
              <li key={request.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="whitespace-pre-line break-words">{request.suggestion}</p>
                  <p className="text-sm text-ink-muted">
                    Enviada el {formatDate(request.createdAt)}
                    {request.handledAt ? ` · atendida el ${formatDate(request.handledAt)}` : ''}
                  </p>
                </div>
                {request.handledAt ? null : (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={markHandled.isPending}
                    onClick={() =>
                      void runAndTell(() => markHandled.mutateAsync(request.id), 'Sugerencia marcada como atendida')
                    }
                  >
                    Marcar como atendida
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
