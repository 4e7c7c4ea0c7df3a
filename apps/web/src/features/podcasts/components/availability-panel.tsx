import { useState } from 'react';
import {
  createBlockedPeriodSchema,
  isDayBlocked,
  MESSAGES,
  todayInMadrid,
  type BlockedPeriod,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateRangeField, type DateRange } from '@/components/date-range-field';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAddBlockedPeriod, useRemoveBlockedPeriod } from '../api/change-availability';
import { useAvailability } from '../api/get-availability';
import { userMessageOf } from '@/lib/user-message';

function describe(period: Pick<BlockedPeriod, 'startsOn' | 'endsOn'>): string {
  return period.startsOn === period.endsOn
    ? `el ${formatDate(period.startsOn)}`
    : `del ${formatDate(period.startsOn)} al ${formatDate(period.endsOn)}`;
}

/** SPEC §3 "Podcast availability": holidays added with a Spanish date-range picker; ended ones stay as history. */
export function AvailabilityPanel({ podcastId, podcastTitle }: { podcastId: string; podcastTitle: string }) {
  const query = useAvailability(podcastId);
  const add = useAddBlockedPeriod(podcastId);
  const remove = useRemoveBlockedPeriod(podcastId);
  const [range, setRange] = useState<DateRange | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<BlockedPeriod | null>(null);
  const today = todayInMadrid();

  async function block() {
    const parsed = createBlockedPeriodSchema(today).safeParse(range ?? {});
    if (!parsed.success) {
      setError(range ? parsed.error.issues[0]?.message : 'Elige las fechas de inicio y fin');
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(parsed.data);
      setRange(null);
      toast.success(`Bloqueado ${describe(parsed.data)}`);
    } catch (failure) {
      setError(userMessageOf(failure));
    }
  }

  async function confirmRemoval() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Periodo desbloqueado');
    } catch (failure) {
      toast.error(userMessageOf(failure));
    } finally {
      setRemoving(null);
    }
  }

  const periods = query.data ?? [];
  const coming = periods.filter((period) => !period.isPast);
  const past = periods.filter((period) => period.isPast);

  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-muted">
        En estas fechas no aceptas acciones: no te propondremos campañas que caigan enteras en ellas, ni podrás
        planificar acciones en esos días.
      </p>
      {query.isPending ? (
        <div role="status" className="h-12 animate-pulse rounded-control bg-line" aria-label="Cargando vacaciones" />
      ) : query.isError ? (
        <p className="text-danger">{MESSAGES.genericError}</p>
      ) : coming.length === 0 ? (
        <p className="text-ink-muted">No tienes vacaciones próximas.</p>
      ) : (
        <ul
          className="divide-y divide-line rounded-card border border-line"
          aria-label={`Vacaciones de ${podcastTitle}`}
        >
          {coming.map((period) => (
            <li key={period.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="first-letter:uppercase">{describe(period)}</span>
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setRemoving(period)}>
                Quitar<span className="sr-only"> el periodo {describe(period)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <DateRangeField
          label="Nuevas vacaciones"
          value={range}
          onChange={(value) => {
            setRange(value);
            setError(undefined);
          }}
          minDay={today}
          error={error}
          isDayUnavailable={(day) => isDayBlocked(day, coming)}
        />
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => void block()}
          aria-disabled={add.isPending || undefined}
        >
          Bloquear fechas
        </button>
      </div>
      {past.length > 0 ? (
        <details className="text-sm text-ink-muted">
          <summary className="cursor-pointer font-medium text-ink">Historial ({past.length})</summary>
          <ul className="mt-2 space-y-1">
            {past.map((period) => (
              <li key={period.id} className="first-letter:uppercase">
                {describe(period)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="¿Quitar estas vacaciones?"
          confirmLabel="Quitar"
          onConfirm={() => void confirmRemoval()}
          onCancel={() => setRemoving(null)}
          busy={remove.isPending}
        >
          Volverás a estar disponible {describe(removing)}.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
