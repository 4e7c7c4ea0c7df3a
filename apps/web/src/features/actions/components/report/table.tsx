import type { ReactNode } from 'react';
import { LISTEN_MILESTONES } from '@patrocina/domain';
import { formatCount } from '@/lib/format';

export const HEAD_CELL = 'px-3 py-2 text-left align-bottom text-sm font-semibold text-ink-muted';
export const CELL = 'px-3 py-2 align-top whitespace-nowrap tabular-nums';

/**
 * A report table that scrolls sideways inside its own box on a narrow screen, so the page never
 * does (DESIGN.md: every screen works at 360 px). Focusable, so a keyboard can scroll it too. A size
 * container, so a cell spanning the whole table can keep its text within the visible width (`100cqw`).
 */
export function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // `relative`: screen-reader-only text inside is positioned against this box, so it scrolls (and is clipped) with the table.
    <div
      className="@container relative overflow-x-auto rounded-card border border-line"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A row of a TotalsTable: its heading, one figure per column, and their total. */
export interface TotalsRow {
  key: string;
  heading: ReactNode;
  figures: readonly number[];
  total: number;
}

/**
 * Counts crossed by two things (days and podcasts, milestones and platforms), each row's total last:
 * the report's clicks and listens.
 */
export function TotalsTable({
  caption,
  corner,
  columns,
  rows,
  rowHeadClass,
}: {
  caption: string;
  /** The heading over the rows' headings. */
  corner: string;
  columns: readonly { key: string; heading: ReactNode }[];
  rows: readonly TotalsRow[];
  rowHeadClass?: string;
}) {
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={HEAD_CELL}>
            {corner}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`${HEAD_CELL} text-right`}>
              {column.heading}
            </th>
          ))}
          <th scope="col" className={`${HEAD_CELL} text-right`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-line">
            <th scope="row" className={[CELL, rowHeadClass, 'font-semibold'].filter(Boolean).join(' ')}>
              {row.heading}
            </th>
            {row.figures.map((figure, index) => (
              <td key={columns[index]?.key} className={`${CELL} text-right`}>
                {formatCount(figure)}
              </td>
            ))}
            <td className={`${CELL} text-right font-semibold`}>{formatCount(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** «—» where a figure is not reported yet, read out as words. */
export function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">sin datos</span>
    </>
  );
}

/** The header of a table of actions, as the report and the podcaster's card both show them. */
export function ActionColumnsHead({ dateLabel, firstCellClass = '' }: { dateLabel: string; firstCellClass?: string }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={`${HEAD_CELL} ${firstCellClass}`}>
          Acción
        </th>
        <th scope="col" className={HEAD_CELL}>
          {dateLabel}
        </th>
        <th scope="col" className={HEAD_CELL}>
          Episodio
        </th>
        <th scope="col" className={HEAD_CELL}>
          Minuto
        </th>
        {LISTEN_MILESTONES.map((milestone) => (
          <th key={milestone} scope="col" className={`${HEAD_CELL} text-right`}>
            {milestone} días
          </th>
        ))}
      </tr>
    </thead>
  );
}
