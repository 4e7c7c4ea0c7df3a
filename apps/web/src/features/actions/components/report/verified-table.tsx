import {
  actionTitle,
  LISTEN_MILESTONES,
  LISTENING_PLATFORM_LABELS,
  NOT_MEASURED_LABEL,
  type ActionSummary,
  type VerifiedCosts,
  type VerifiedListens,
  type VerifiedTotals,
} from '@patrocina/domain';
import { formatCount, formatEurosWithCents, formatWholeEuros } from '@/lib/format';
import { CELL, HEAD_CELL, Missing, ScrollingTable } from './table';

/** What a row of verified figures needs: the action, what was counted and, in the report, what it cost. */
export interface VerifiedRow extends Pick<ActionSummary, 'id' | 'kind' | 'position' | 'publishedOn'> {
  verified: VerifiedListens | null;
  verifiedCosts?: VerifiedCosts | null;
}

/** «0,85 €» per verified listen: the one amount shown with cents (issue 21). */
export function formatPerListen(costs: VerifiedCosts | null | undefined): string | null {
  return costs ? formatEurosWithCents(costs.perListenCents) : null;
}

/** «847 €» per thousand verified listens. */
export function formatCpm(costs: VerifiedCosts | null | undefined): string | null {
  return costs ? formatWholeEuros(costs.cpm) : null;
}

function Platforms({ verified }: { verified: VerifiedListens }) {
  if (verified.platforms.length === 0) return <Missing />;
  return (
    <span className="block max-w-72 text-xs whitespace-normal text-ink-muted">
      {verified.platforms
        .map((entry) => `${LISTENING_PLATFORM_LABELS[entry.platform]} ${formatCount(entry.listens)}`)
        .join(' · ')}
    </span>
  );
}

/**
 * The actions' verified listens (what the prefix counted) in a table of their own, never in the
 * declared one: each milestone once its days are over, the running figure «hasta hoy», the apps; in
 * the report, the cost per verified listen and the CPM, with the podcast's or campaign's total last.
 */
export function VerifiedTable({
  caption,
  rows,
  withCosts = false,
  totals,
}: {
  caption: string;
  rows: readonly VerifiedRow[];
  withCosts?: boolean;
  totals?: VerifiedTotals;
}) {
  const columns = LISTEN_MILESTONES.length + 2 + (withCosts ? 2 : 0);
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={HEAD_CELL}>
            Acción
          </th>
          {LISTEN_MILESTONES.map((milestone) => (
            <th key={milestone} scope="col" className={`${HEAD_CELL} text-right`}>
              {milestone} días
            </th>
          ))}
          <th scope="col" className={`${HEAD_CELL} text-right`}>
            Hasta hoy
          </th>
          {withCosts ? (
            <>
              <th scope="col" className={`${HEAD_CELL} text-right`}>
                Coste por escucha
              </th>
              <th scope="col" className={`${HEAD_CELL} text-right`}>
                CPM
              </th>
            </>
          ) : null}
          <th scope="col" className={HEAD_CELL}>
            Apps
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-line">
            <th scope="row" className={`${CELL} text-left font-semibold`}>
              {actionTitle(row.kind, row.position)}
            </th>
            {row.verified === null ? (
              <td colSpan={columns} className={`${CELL} text-ink-muted`}>
                {row.publishedOn === null ? 'Sin publicar' : NOT_MEASURED_LABEL}
              </td>
            ) : (
              <>
                {row.verified.milestones.map((entry) => (
                  <td key={entry.milestone} className={`${CELL} text-right`}>
                    {entry.listens === null ? <Missing /> : formatCount(entry.listens)}
                  </td>
                ))}
                <td className={`${CELL} text-right`}>{formatCount(row.verified.soFar)}</td>
                {withCosts ? (
                  <>
                    <td className={`${CELL} text-right`}>{formatPerListen(row.verifiedCosts) ?? <Missing />}</td>
                    <td className={`${CELL} text-right`}>{formatCpm(row.verifiedCosts) ?? <Missing />}</td>
                  </>
                ) : null}
                <td className={CELL}>
                  <Platforms verified={row.verified} />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
      {totals ? (
        <tfoot>
          <tr className="border-t-2 border-line">
            <th scope="row" colSpan={LISTEN_MILESTONES.length} className={`${CELL} text-left font-semibold`}>
              Total a 31 días ({formatCount(totals.actions)} {totals.actions === 1 ? 'acción' : 'acciones'})
            </th>
            <td className={`${CELL} text-right font-semibold`}>{formatCount(totals.listens)}</td>
            <td className={CELL} />
            {withCosts ? (
              <>
                <td className={`${CELL} text-right font-semibold`}>{formatPerListen(totals.costs) ?? <Missing />}</td>
                <td className={`${CELL} text-right font-semibold`}>{formatCpm(totals.costs) ?? <Missing />}</td>
              </>
            ) : null}
            <td className={CELL} />
          </tr>
        </tfoot>
      ) : null}
    </ScrollingTable>
  );
}
