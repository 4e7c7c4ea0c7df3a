import { actionTitle, AIRING_PROOF_MESSAGES, type ReportAction, type ReportPodcast } from '@patrocina/domain';
import { useCampaignReport } from '../../api/get-campaign-report';

const TONE: Record<string, string> = {
  found: 'text-success',
  'not-found': 'text-danger',
  failed: 'text-danger',
};

/** One aired action's proof: the player «Escucha la emisión» once the clip is kept, and its state in words. */
function ProofItem({ action, podcastTitle }: { action: ReportAction; podcastTitle: string }) {
  const proof = action.proof!;
  const title = actionTitle(action.kind, action.position);
  const tone = TONE[proof.status === 'failed' ? 'failed' : (proof.detection ?? '')] ?? 'text-ink-muted';
  return (
    <li className="space-y-2 py-3">
      <p className="font-semibold">
        {title}
        {action.episodeTitle ? <span className="font-normal text-ink-muted"> · {action.episodeTitle}</span> : null}
      </p>
      {proof.clipUrl ? (
        <figure className="space-y-1">
          <figcaption className="text-sm">{AIRING_PROOF_MESSAGES.listen}</figcaption>
          <audio
            controls
            preload="metadata"
            src={proof.clipUrl}
            aria-label={`${AIRING_PROOF_MESSAGES.listen}: ${title} de ${podcastTitle}`}
            className="w-full max-w-xl"
          />
        </figure>
      ) : null}
      <p className={`text-sm ${tone}`} role={proof.status === 'failed' ? 'status' : undefined}>
        {proof.summary}
      </p>
    </li>
  );
}

/** The proof of airing of a podcast's recorded actions (issue 20); nothing until one is recorded. */
export function AiringProofs({ podcast, headingLevel = 4 }: { podcast: ReportPodcast; headingLevel?: 3 | 4 }) {
  const recorded = podcast.actions.filter((action) => action.proof !== null);
  if (recorded.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `airing-${podcast.podcastId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <Heading id={headingId} className="font-semibold">
        La emisión{headingLevel === 3 ? ` en ${podcast.title}` : ''}
      </Heading>
      <ul className="divide-y divide-line">
        {recorded.map((action) => (
          <ProofItem key={action.id} action={action} podcastTitle={podcast.title} />
        ))}
      </ul>
    </section>
  );
}

/** The back office's view of every proof of one campaign: the clips and the spot's detection, for the team to check. */
export function AiringProofPanel({ campaignId }: { campaignId: string }) {
  const report = useCampaignReport(campaignId);
  const podcasts = report.data?.podcasts.filter((podcast) => podcast.actions.some((action) => action.proof)) ?? [];
  if (podcasts.length === 0) return null;
  return (
    <section aria-labelledby="airing-proofs" className="space-y-4 rounded-card border border-line bg-surface p-4">
      <h2 id="airing-proofs" className="text-lg font-semibold">
        Comprobación de la emisión
      </h2>
      {podcasts.map((podcast) => (
        <AiringProofs key={podcast.podcastId} podcast={podcast} headingLevel={3} />
      ))}
    </section>
  );
}
