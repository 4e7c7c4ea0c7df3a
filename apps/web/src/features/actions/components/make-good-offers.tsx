import { underDeliveryMessage, type HiredCampaign } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { runAndTell } from '@/lib/user-message';
import { useAnswerMakeGood } from '../api/make-goods';

/**
 * The make-goods the team proposes for this hired podcast (docs/decisions/0025), each with «Aceptar»
 * and «Rechazar» for whoever runs the podcast; its owner only reads them while a representative runs it.
 */
export function MakeGoodOffers({ campaign }: { campaign: HiredCampaign }) {
  const answer = useAnswerMakeGood();
  if (campaign.makeGoodOffers.length === 0) return null;
  const send = (makeGoodId: string, accept: boolean) =>
    void runAndTell(
      () => answer.mutateAsync({ campaignId: campaign.campaignId, makeGoodId, accept }),
      accept
        ? 'Acción de compensación aceptada: planifica su fecha como las demás'
        : 'Acción de compensación rechazada: se lo hemos dicho al equipo',
    );
  return (
    <ul className="mt-4 space-y-3">
      {campaign.makeGoodOffers.map((offer) => (
        <li key={offer.id} className="rounded-control border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950">
          <p className="font-semibold">Te proponemos una acción de compensación</p>
          <p className="mt-1">
            La acción «{offer.replaces}» quedó {underDeliveryMessage(offer.underDelivery).charAt(0).toLowerCase()}
            {underDeliveryMessage(offer.underDelivery).slice(1)}. Es una acción más del mismo tipo, sin coste para el
            anunciante y sin pago por ella: si la aceptas, la planificas, la registras y das sus escuchas como las
            demás.
          </p>
          {campaign.canAct ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('primary', 'sm')}
                disabled={answer.isPending}
                onClick={() => send(offer.id, true)}
              >
                Aceptar
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={answer.isPending}
                onClick={() => send(offer.id, false)}
              >
                Rechazar
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
