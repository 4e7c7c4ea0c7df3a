import { READ_DECISION_LABELS, spanishDay, type ReadApproval, type ReadRound } from '@patrocina/domain';
import { formatDateTime } from '@/lib/format';

const DECISION_TONES: Record<ReadRound['decision'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  AUTO_APPROVED: 'bg-emerald-100 text-emerald-900',
  CHANGES_REQUESTED: 'bg-red-100 text-red-900',
};

/** One round: what was sent (the script, or the sample to play), by whom and when, and its answer. */
function RoundItem({ round }: { round: ReadRound }) {
  return (
    <li className="rounded-control border border-line p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          Ronda {round.number} · {round.script !== null ? 'Guion' : 'Muestra grabada'}
        </p>
        <span
          className={`inline-flex rounded-pill px-2.5 py-0.5 text-sm font-medium ${DECISION_TONES[round.decision]}`}
        >
          {READ_DECISION_LABELS[round.decision]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        Enviada por {round.submittedBy} el {formatDateTime(round.submittedAt)}
        {round.decision === 'PENDING' ? ` · respuesta hasta el ${spanishDay(round.dueOn)}` : ''}
      </p>
      {round.script !== null ? (
        <blockquote className="mt-2 border-l-4 border-line pl-3 whitespace-pre-wrap break-words">
          {round.script}
        </blockquote>
      ) : round.sample ? (
        <audio
          className="mt-2 w-full"
          controls
          preload="none"
          src={round.sample.url}
          aria-label={`Muestra grabada de la ronda ${round.number}`}
        >
          <a href={round.sample.url}>{round.sample.name}</a>
        </audio>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">La muestra ya no está disponible.</p>
      )}
      {round.decidedAt && round.decision !== 'AUTO_APPROVED' ? (
        <p className="mt-2 text-sm">
          {round.decision === 'APPROVED' ? 'Aprobada' : 'Cambios pedidos'} por {round.decidedBy} el{' '}
          {formatDateTime(round.decidedAt)}
          {round.comment ? `: «${round.comment}»` : '.'}
        </p>
      ) : null}
    </li>
  );
}

/** Every round of a read, newest first. */
export function ReadRounds({ read }: { read: ReadApproval }) {
  if (read.rounds.length === 0) return null;
  return (
    <div className="mt-3">
      <h5 className="text-sm font-semibold text-ink-muted">Historial de la lectura</h5>
      <ol className="mt-2 space-y-2">
        {[...read.rounds].reverse().map((round) => (
          <RoundItem key={round.number} round={round} />
        ))}
      </ol>
    </div>
  );
}
