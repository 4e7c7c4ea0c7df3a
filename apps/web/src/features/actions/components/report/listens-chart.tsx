import { LISTEN_SOURCE_LABELS, LISTEN_SOURCES, type ListenSource, type MilestoneTotal } from '@patrocina/domain';
import { formatCount } from '@/lib/format';
import { TotalsTable } from './table';

/**
 * One colour per source, bottom to top in LISTEN_SOURCES order. Written out whole so Tailwind finds
 * the classes; neighbours differ in lightness as well as hue, and a white gap separates them.
 */
const SOURCE_COLOURS: Record<ListenSource, { fill: string; swatch: string }> = {
  ivooxListens: { fill: 'fill-accent-700', swatch: 'bg-accent-700' },
  notInIvooxListens: { fill: 'fill-accent-300', swatch: 'bg-accent-300' },
  spotifyListens: { fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  youtubeViews: { fill: 'fill-amber-400', swatch: 'bg-amber-400' },
};

/** One bar: the sources stacked in a viewBox as tall as its total, so no arithmetic rounds a segment away. */
function StackedBar({ milestone }: { milestone: MilestoneTotal }) {
  const segments = LISTEN_SOURCES.map((source, index) => ({
    source,
    value: milestone[source],
    // What the sources drawn before it (below it) add up to.
    below: LISTEN_SOURCES.slice(0, index).reduce((sum, earlier) => sum + milestone[earlier], 0),
  })).filter((segment) => segment.value > 0);
  return (
    <svg viewBox={`0 0 10 ${milestone.total}`} preserveAspectRatio="none" className="block h-full w-full">
      {segments.map(({ source, value, below }) => (
        <rect
          key={source}
          x="0"
          y={milestone.total - below - value}
          width="10"
          height={value}
          className={SOURCE_COLOURS[source].fill}
          stroke="white"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/**
 * The listens of the four milestones as stacked bars by source, with each total written above its
 * bar in Spanish digits. Drawn by hand (STACK.md: no chart library for four bars); text stays HTML
 * so it keeps its size on a 360 px screen. Hidden from screen readers: the table beside it
 * (ListensTable) holds the same numbers.
 */
export function ListensChart({ milestones }: { milestones: readonly MilestoneTotal[] }) {
  const highest = Math.max(0, ...milestones.map((milestone) => milestone.total));
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="grid grid-cols-4 gap-3 border-b border-ink-muted sm:gap-8">
        {milestones.map((milestone) => (
          <div key={milestone.milestone} className="flex h-52 flex-col items-center justify-end">
            <span className="mb-1 text-sm font-semibold text-ink tabular-nums">{formatCount(milestone.total)}</span>
            {milestone.total > 0 ? (
              <div className="w-full max-w-16" style={{ height: `${Math.max(1, (milestone.total / highest) * 85)}%` }}>
                <StackedBar milestone={milestone} />
              </div>
            ) : null}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-4 gap-3 text-center text-sm text-ink-muted sm:gap-8">
        {milestones.map((milestone) => (
          <span key={milestone.milestone}>A {milestone.milestone} días</span>
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
        {LISTEN_SOURCES.map((source) => (
          <li key={source} className="flex items-center gap-2">
            <span className={`size-3 shrink-0 rounded-sm ${SOURCE_COLOURS[source].swatch}`} />
            {LISTEN_SOURCE_LABELS[source]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chart's numbers for every reader: one row per milestone, one column per source and the total. */
export function ListensTable({ milestones, caption }: { milestones: readonly MilestoneTotal[]; caption: string }) {
  return (
    <TotalsTable
      caption={caption}
      corner="Hito"
      columns={LISTEN_SOURCES.map((source) => ({ key: source, heading: LISTEN_SOURCE_LABELS[source] }))}
      rows={milestones.map((milestone) => ({
        key: String(milestone.milestone),
        heading: `A ${milestone.milestone} días`,
        figures: LISTEN_SOURCES.map((source) => milestone[source]),
        total: milestone.total,
      }))}
    />
  );
}
