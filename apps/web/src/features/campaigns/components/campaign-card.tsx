import { Link } from 'react-router';
import {
  AGENCY_TEAM_MESSAGES,
  can,
  inGroup,
  isFinished,
  stageOf,
  SUBSTATUS_TEXTS,
  type CampaignSummary,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { CampaignInvoices } from '@/components/campaign-invoices';
import { ChatMailLink, hasChat } from '@/components/chat/chat-mail-button';
import { HeadlineFact } from '@/components/facts';
import { formatDate, formatWholeEuros } from '@/lib/format';
import { datesLabel } from '@/lib/campaign-labels';
import { EyeIcon } from './eye-icon';
import { PAUSED_TONE, Pill, SubstatusPill } from '@/components/status-pills';

/** Created before its owner confirmed their e-mail: it waits for the confirmation (docs/decisions/0019). */
const HELD_TONE = 'bg-amber-100 text-amber-900';
export const HELD_TEXT =
  'Está pendiente de confirmar tu correo: abre el enlace que te hemos enviado y el equipo empezará a preparar tu propuesta.';

export type CampaignCardAction = 'details' | 'pause' | 'resume' | 'delete' | 'suggest';

/** One campaign on the dashboard: what it is, where it stands, what the advertiser can do now. */
export function CampaignCard({
  campaign,
  onAction,
}: {
  campaign: CampaignSummary;
  onAction: (action: CampaignCardAction, campaign: CampaignSummary) => void;
}) {
  const owner = campaign.role === 'owner';
  // A «Puede ver» colleague of the agency reads the campaign: the links to read stay, the changes go.
  const changes = campaign.canChange;
  // SPEC §2: the eye opens the details only once the campaign is running or done.
  const showsDetails = inGroup('started', campaign.substatus);
  const unpauseRequested = campaign.paused && campaign.unpauseRequestedAt !== null;
  return (
    <article aria-labelledby={`campaign-${campaign.id}`} className="rounded-card border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{campaign.brand}</p>
          <h3 id={`campaign-${campaign.id}`} className="text-lg font-semibold break-words">
            {campaign.name}
          </h3>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SubstatusPill substatus={campaign.substatus} />
          {campaign.awaitingEmailConfirmation ? <Pill tone={HELD_TONE}>Pendiente de confirmar tu correo</Pill> : null}
          {campaign.paused ? (
            <Pill tone={PAUSED_TONE}>{unpauseRequested ? 'Pausada · reanudación pedida' : 'Pausada'}</Pill>
          ) : null}
          {showsDetails ? (
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => onAction('details', campaign)}
              aria-label={`Ver los detalles de ${campaign.name}`}
              title="Ver detalles"
            >
              <EyeIcon />
            </button>
          ) : null}
          {hasChat(campaign) ? (
            <ChatMailLink campaignId={campaign.id} label={`Abrir el chat de ${campaign.name}`} />
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-ink-muted">
        {campaign.awaitingEmailConfirmation
          ? HELD_TEXT
          : campaign.paused
            ? unpauseRequested
              ? 'Está pausada y nos has pedido reanudarla: te avisaremos por correo cuando vuelva a estar en marcha.'
              : 'Está pausada: no avanzará hasta que pidas reanudarla.'
            : SUBSTATUS_TEXTS[campaign.substatus].advertiser}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <HeadlineFact label="Presupuesto" note="sin impuestos">
          {formatWholeEuros(campaign.budget)}
        </HeadlineFact>
        <div>
          <dt className="text-ink-muted">Fechas</dt>
          <dd className="font-medium">{datesLabel(campaign)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Creada</dt>
          <dd className="font-medium">{formatDate(campaign.createdAt)}</dd>
        </div>
      </dl>
      {owner ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
          {can('purchase', campaign.substatus) && changes ? (
            <>
              <Link to={`/campaigns/${campaign.id}/proposal`} className={buttonClass('primary', 'sm')}>
                Revisar la propuesta
              </Link>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => onAction('suggest', campaign)}
              >
                Sugerir un cambio
              </button>
            </>
          ) : stageOf(campaign.substatus) === 'PROPOSED' ? (
            <Link to={`/campaigns/${campaign.id}/proposal`} className={buttonClass('secondary', 'sm')}>
              Ver la propuesta
            </Link>
          ) : inGroup('hired', campaign.substatus) ? (
            <Link to={`/campaigns/${campaign.id}/proposal`} className={buttonClass('secondary', 'sm')}>
              Ver lo contratado
            </Link>
          ) : null}
          {!changes || isFinished(campaign.substatus) ? null : campaign.paused ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onAction('resume', campaign)}
              disabled={unpauseRequested}
            >
              {unpauseRequested ? 'Reanudación pedida' : 'Pedir reanudar'}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onAction('pause', campaign)}
            >
              Pausar
            </button>
          )}
          {inGroup('hired', campaign.substatus) ? (
            <div className="flex basis-full items-center">
              <CampaignInvoices campaignId={campaign.id} compact />
            </div>
          ) : null}
          {changes && campaign.isDeletable ? (
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => onAction('delete', campaign)}>
              Borrar
            </button>
          ) : null}
          {changes ? null : <p className="basis-full text-sm text-ink-muted">{AGENCY_TEAM_MESSAGES.viewerReadsOnly}</p>}
        </div>
      ) : (
        <p className="mt-4 border-t border-line pt-4 text-sm text-ink-muted">La gestionas como gestor de campaña.</p>
      )}
    </article>
  );
}
