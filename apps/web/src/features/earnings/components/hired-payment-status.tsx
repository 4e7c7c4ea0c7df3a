import { useMyEarnings } from '../api/get-my-earnings';
import { EarningsStatusLine } from './earnings-status';

/**
 * On `/campaigns/hired`, under one hired podcast: where the money of each of its actions is, in the
 * words of «Mis cobros». Nothing while it loads or when the user is not the one paid (a representative).
 */
export function HiredPaymentStatus({ campaignId, podcastId }: { campaignId: string; podcastId: string }) {
  const earnings = useMyEarnings();
  const items = (earnings.data?.items ?? []).filter(
    (item) => item.campaignId === campaignId && item.podcastId === podcastId,
  );
  if (items.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-semibold">Tus cobros</p>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2">
            <span>{item.actionTitle}:</span>
            <EarningsStatusLine item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
