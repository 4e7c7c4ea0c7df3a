import { Link } from 'react-router';
import { PROPOSAL_ACTION_LABELS, PROPOSAL_ACTIONS, type ProposalPodcast } from '@patrocina/domain';
import { ChatMailButton } from '@/components/chat/chat-mail-button';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount, formatWholeEuros } from '@/lib/format';
import { ANSWER_TONES, answerInWords } from '../lib/answer-words';

/** «2 menciones × 150 €»: each kind of action asked, with its count and its price. */
function actionLines(podcast: ProposalPodcast): string[] {
  return PROPOSAL_ACTIONS.filter((action) => podcast.counts[action] > 0).map((action) => {
    const count = podcast.counts[action];
    const label = count === 1 ? PROPOSAL_ACTION_LABELS[action].one : PROPOSAL_ACTION_LABELS[action].many;
    const rate = podcast.advertiserRates[action];
    return `${count} ${label}${rate === null ? '' : ` × ${formatWholeEuros(rate)}`}`;
  });
}

/**
 * One podcast of the proposal as the advertiser decides on it: a card on a phone, a row from `md` on.
 * Cover, name linking to its public page, actions with counts and prices, reach, the engine's reasons,
 * the answer in the advertiser's words and the price (the podcaster's counter-price beside the one proposed).
 */
export function ProposalPodcastRow({
  podcast,
  selectable,
  checked,
  onToggle,
  onChat,
}: {
  podcast: ProposalPodcast;
  /** The advertiser may pick it now (it accepted, and the proposal is theirs to confirm). */
  selectable: boolean;
  checked: boolean;
  onToggle: () => void;
  onChat?: (() => void) | undefined;
}) {
  const id = `pick-${podcast.podcastId}`;
  const answer = answerInWords(podcast);
  const asksMore = podcast.cost > podcast.proposedCost;
  return (
    <li
      aria-label={podcast.title}
      className={`flex flex-col gap-3 rounded-card border bg-surface p-4 md:flex-row md:items-start ${
        checked ? 'border-accent-600 ring-1 ring-accent-600' : 'border-line'
      }`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {selectable ? (
          // The label widens the box's target to 44 px; the box is named after the podcast.
          <label className="-m-3 flex shrink-0 cursor-pointer p-3">
            <input
              type="checkbox"
              checked={checked}
              onChange={onToggle}
              aria-label={podcast.title}
              aria-describedby={`${id}-price`}
              className="mt-3 size-5 accent-accent-700"
            />
          </label>
        ) : (
          <span className="mt-3 size-5 shrink-0" aria-hidden="true" />
        )}
        <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} size="row" />
        <div className="min-w-0 space-y-1">
          <p>
            <Link
              to={`/${podcast.slug}`}
              className="font-semibold underline decoration-line-strong underline-offset-4 hover:text-accent-800 hover:decoration-accent-700"
            >
              {podcast.title}
            </Link>
          </p>
          <p className="text-sm">{actionLines(podcast).join(' · ')}</p>
          <p className="text-sm text-ink-muted">
            {formatCount(podcast.reach)} escuchas a 30 días
            {podcast.target ? ` · alcance estimado ${podcast.target}` : ''}
          </p>
          {podcast.reasons.length > 0 ? (
            <p className="text-sm text-ink-muted">
              <span className="font-medium text-ink">Por qué: </span>
              {podcast.reasons.join(' · ')}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line pt-3 md:w-48 md:shrink-0 md:flex-col md:items-end md:border-0 md:pt-0">
        <span
          className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-sm font-semibold ${ANSWER_TONES[answer.tone]}`}
        >
          {answer.text}
        </span>
        <p id={`${id}-price`} className="text-right">
          <span className="text-lg font-semibold tabular-nums">{formatWholeEuros(podcast.cost)}</span>
          {asksMore ? (
            <span className="block text-sm text-ink-muted">
              propuesto <s className="tabular-nums">{formatWholeEuros(podcast.proposedCost)}</s>
            </span>
          ) : null}
        </p>
        {onChat ? <ChatMailButton label={`Abrir el chat con ${podcast.title}`} onClick={onChat} /> : null}
      </div>
    </li>
  );
}
