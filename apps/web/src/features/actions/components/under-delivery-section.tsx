import { useState } from 'react';
import { actionTitle, REMEDY_LABELS, underDeliveryMessage, type UnderDeliveredAction } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatEurosWithCents } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { useRemedy, useUnderDelivery } from '../api/make-goods';

type Asked = { action: UnderDeliveredAction; remedy: 'make-good' | 'credit' } | null;

/**
 * The back office's view of a paid campaign's under-delivered actions (docs/decisions/0025): each one's
 * flag in words and what was done about it, with «Añadir acción de compensación» and «Abonar al
 * anunciante», each confirmed first with what will happen.
 */
export function UnderDeliverySection({ campaignId }: { campaignId: string }) {
  const query = useUnderDelivery(campaignId);
  const remedy = useRemedy(campaignId);
  const [asked, setAsked] = useState<Asked>(null);
  if (query.isPending || query.isError) return null;
  const { actions, thresholdPercent } = query.data;

  async function confirm() {
    if (!asked) return;
    await runAndTell(
      () => remedy.mutateAsync({ actionId: asked.action.actionId, remedy: asked.remedy }),
      asked.remedy === 'make-good'
        ? 'Acción de compensación propuesta: se lo hemos dicho al podcaster'
        : 'Acción abonada: el anunciante recibe la factura rectificativa',
    );
    setAsked(null);
  }

  return (
    <section aria-labelledby="under-delivery" className="space-y-3 rounded-card border border-line bg-surface p-4">
      <h2 id="under-delivery" className="text-lg font-semibold">
        Acciones por debajo de lo previsto
      </h2>
      {actions.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Ninguna acción ha quedado por debajo del {thresholdPercent}&nbsp;% de sus escuchas estimadas a 31 días.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {actions.map((action) => {
            const title = actionTitle(action.kind, action.position);
            return (
              <li key={action.actionId} className="space-y-2 py-3">
                <p className="font-semibold break-words">
                  {action.podcastTitle}: {title}
                </p>
                <p className="text-sm">{underDeliveryMessage(action.underDelivery)}</p>
                {action.remedy ? (
                  <p className="text-sm text-ink-muted">
                    {REMEDY_LABELS[action.remedy.status]}
                    {action.remedy.creditNoteCode ? ` (${action.remedy.creditNoteCode})` : ''}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {action.canMakeGood ? (
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      onClick={() => setAsked({ action, remedy: 'make-good' })}
                    >
                      Añadir acción de compensación
                    </button>
                  ) : null}
                  {action.canCredit ? (
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      onClick={() => setAsked({ action, remedy: 'credit' })}
                    >
                      Abonar al anunciante
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {asked ? (
        <ConfirmDialog
          title={
            asked.remedy === 'make-good' ? '¿Proponer una acción de compensación?' : '¿Abonar la acción al anunciante?'
          }
          confirmLabel={asked.remedy === 'make-good' ? 'Proponerla' : 'Abonar'}
          tone="primary"
          busy={remedy.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setAsked(null)}
        >
          {asked.remedy === 'make-good' ? (
            <p>
              Pediremos a «{asked.action.podcastTitle}» una acción más del mismo tipo que «
              {actionTitle(asked.action.kind, asked.action.position)}», sin coste para el anunciante y sin pago al
              podcaster. Si la acepta, la planificará, registrará y nos dará sus escuchas como cualquier otra.
            </p>
          ) : (
            <p>
              Emitiremos una factura rectificativa de la acción «{actionTitle(asked.action.kind, asked.action.position)}
              » de «{asked.action.podcastTitle}» y devolveremos al anunciante{' '}
              <strong>{formatEurosWithCents(asked.action.creditCents ?? 0)}</strong>, IVA incluido. El podcaster
              conserva lo que ganó por emitirla. No se puede deshacer.
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
