import { useState } from 'react';
import { actionTitle, ESCROW_STATUS_LABELS_FOR_ADVERTISER, type ReportPodcast } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { useCampaignEscrow } from '../../api/campaign-escrow';
import { DisputeActionDialog } from './dispute-action-dialog';

/**
 * Under a podcast's actions on the report (issue 19): where each paid action's money is, and
 * «Reclamar esta acción» while an aired one is still held. Nothing before the campaign is paid.
 */
export function ActionPayments({ campaignId, podcast }: { campaignId: string; podcast: ReportPodcast }) {
  const escrow = useCampaignEscrow(campaignId);
  const [disputing, setDisputing] = useState<{ id: string; name: string } | null>(null);
  const byAction = new Map((escrow.data?.actions ?? []).map((entry) => [entry.actionId, entry]));
  const rows = podcast.actions.flatMap((action) => {
    const entry = byAction.get(action.id);
    return entry ? [{ action, entry, name: actionTitle(action.kind, action.position) }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-semibold">Pago al podcaster</p>
      <p className="text-ink-muted">
        Retenemos el pago de cada acción unos días después de su emisión: si algo ha fallado, puedes reclamarla.
      </p>
      <ul className="mt-2 space-y-2">
        {rows.map(({ action, entry, name }) => (
          <li key={action.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">{name}:</span>
            <span>{ESCROW_STATUS_LABELS_FOR_ADVERTISER[entry.status]}</span>
            {entry.canDispute ? (
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setDisputing({ id: action.id, name })}
              >
                Reclamar esta acción<span className="sr-only"> ({name})</span>
              </button>
            ) : null}
            {entry.disputeReason ? (
              <span className="block w-full break-words text-ink-muted">Tu reclamación: {entry.disputeReason}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {disputing ? (
        <DisputeActionDialog
          campaignId={campaignId}
          actionId={disputing.id}
          actionName={disputing.name}
          onClose={() => setDisputing(null)}
        />
      ) : null}
    </div>
  );
}
