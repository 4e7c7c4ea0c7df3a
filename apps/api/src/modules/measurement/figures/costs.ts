import { actionSharesCents, type PodcastOffer, type ProposalAction } from '@patrocina/domain';

/**
 * What the advertiser paid for one action: its share of the podcast's agreed price, as invoices cut it
 * (`actionSharesCents`); a make-good costs nothing.
 */
export function actionPriceCents(
  offer: PodcastOffer,
  action: { kind: ProposalAction; position: number; makeGoodOf: string | null },
): number {
  if (action.makeGoodOf !== null) return 0;
  return (
    actionSharesCents(offer).find((share) => share.action === action.kind && share.index === action.position - 1)
      ?.cents ?? 0
  );
}
