import type { ProposalPodcast } from '@patrocina/domain';
import { formatWholeEuros } from '@/lib/format';

/** How the answer reads: what the advertiser can buy, what waits, what is out. */
export type AnswerTone = 'yes' | 'asks' | 'waiting' | 'talk' | 'no' | 'done';

/**
 * A podcaster's answer in words meant for the advertiser (DESIGN.md: «Aún no ha respondido», «Acepta»,
 * «Pide 89 €», «Quiere hablar contigo», «No puede»), never the podcaster's own labels, which read as
 * orders to whoever sees them («Propuesta por revisar»). After the purchase: chosen or left out.
 */
export function answerInWords(podcast: Pick<ProposalPodcast, 'status' | 'cost' | 'proposedCost'>): {
  text: string;
  tone: AnswerTone;
} {
  switch (podcast.status) {
    case 'UNANSWERED':
      return { text: 'Aún no ha respondido', tone: 'waiting' };
    case 'ACCEPTED':
      return { text: 'Acepta', tone: 'yes' };
    case 'ACCEPT_WITH_MIN_PRICE':
      // A minimum the price proposed already covers is a plain yes (DOMAIN.md "the agreed price").
      return podcast.cost > podcast.proposedCost
        ? { text: `Pide ${formatWholeEuros(podcast.cost)}`, tone: 'asks' }
        : { text: 'Acepta', tone: 'yes' };
    case 'CONTACT_REQUIRED':
      return { text: 'Quiere hablar contigo', tone: 'talk' };
    case 'REJECTED':
    case 'NOT_AVAILABLE':
      return { text: 'No puede', tone: 'no' };
    case 'EXPIRED':
      return { text: 'No elegido', tone: 'no' };
    default:
      return { text: 'Elegido', tone: 'done' };
  }
}

export const ANSWER_TONES: Record<AnswerTone, string> = {
  yes: 'bg-emerald-100 text-emerald-900',
  asks: 'bg-amber-100 text-amber-900',
  waiting: 'bg-surface-muted text-ink',
  talk: 'bg-accent-100 text-accent-900',
  no: 'bg-red-100 text-red-900',
  done: 'bg-emerald-100 text-emerald-900',
};
