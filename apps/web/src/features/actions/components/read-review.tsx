import { useState } from 'react';
import { decideReadSchema, READ_COMMENT_MAX_CHARS, READ_STATE_LABELS, type ReadApproval } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { NoteDialog } from '@/components/form';
import { runAndTell } from '@/lib/user-message';
import { useCampaignReads, useDecideRead } from '../api/read-approval';
import { ReadRounds } from './read-rounds';

/** What the advertiser reads about where each podcast's read stands. */
const REVIEW_HINTS: Record<ReadApproval['state'], string> = {
  NOT_NEEDED: '',
  OPTED_OUT: 'Pediste emitir sin aprobación previa: el podcaster no te envía la lectura.',
  DUE: 'El podcaster aún no te ha enviado el guion ni una muestra grabada.',
  WAITING: 'Revisa la lectura y apruébala o pide cambios. Si no contestas en 2 días laborables, cuenta como aprobada.',
  CHANGES_REQUESTED: 'Has pedido cambios: esperamos la nueva versión del podcaster.',
  APPROVED: 'Lectura aprobada: el podcast ya puede emitir sus acciones.',
};

function ReadCard({ read }: { read: ReadApproval }) {
  const decide = useDecideRead(read.campaignId, read.podcast.id);
  const [asking, setAsking] = useState(false);
  const [approving, setApproving] = useState(false);
  const headingId = `read-review-${read.podcast.id}`;
  async function approve() {
    setApproving(true);
    await runAndTell(() => decide.mutateAsync({ decision: 'APPROVED', comment: '' }), 'Lectura aprobada');
    setApproving(false);
  }
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {read.podcast.title}
        </h3>
        <span className="text-sm font-medium" data-read-state={read.state}>
          {READ_STATE_LABELS[read.state]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{REVIEW_HINTS[read.state]}</p>
      {read.canDecide ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            aria-busy={approving || undefined}
            disabled={approving}
            onClick={() => void approve()}
          >
            {approving ? 'Aprobando…' : 'Aprobar'}
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAsking(true)}>
            Pedir cambios
          </button>
        </div>
      ) : null}
      <ReadRounds read={read} />
      {asking ? (
        <NoteDialog
          title={`Pedir cambios a ${read.podcast.title}`}
          schema={decideReadSchema}
          initialValues={{ decision: 'CHANGES_REQUESTED', comment: '' }}
          note={{ name: 'comment', label: '¿Qué quieres que cambie?', maxLength: READ_COMMENT_MAX_CHARS }}
          action={{ formLabel: 'Pedir cambios en la lectura', label: 'Pedir cambios', busyLabel: 'Enviando…' }}
          send={(input) => decide.mutateAsync(input)}
          sentMessage="Cambios pedidos: el podcaster recibe tu comentario."
          onClose={() => setAsking(false)}
        >
          El podcaster recibe tu comentario por correo y en el chat, y te envía una nueva versión.
        </NoteDialog>
      ) : null}
    </article>
  );
}

/**
 * «Lectura» in the campaign's report (issue 20): for the advertiser and the campaign's agent, each hired
 * podcast's read with «Aprobar» and «Pedir cambios» on the round waiting, and every round before it.
 */
export function ReadReviewSection({ campaignId }: { campaignId: string }) {
  const query = useCampaignReads(campaignId);
  if (query.isPending || query.isError || query.data.reads.length === 0) return null;
  return (
    <section aria-labelledby="report-reads" className="space-y-4">
      <div>
        <h2 id="report-reads" className="text-xl font-semibold">
          Lectura
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Cada podcaster te envía el guion o una muestra grabada antes de emitir las acciones que lee en su programa.
        </p>
      </div>
      {query.data.reads.map((read) => (
        <ReadCard key={read.podcast.id} read={read} />
      ))}
    </section>
  );
}
