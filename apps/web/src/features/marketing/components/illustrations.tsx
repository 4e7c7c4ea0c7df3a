/*
 * Inline SVG drawings (no download, CSP-safe): they decorate, so screen readers skip them.
 * Colours come from the theme through Tailwind's fill-/stroke- utilities.
 */

const WAVE = [18, 34, 52, 30, 64, 88, 56, 96, 72, 40, 80, 58, 28, 46, 70, 36, 22, 48, 30, 16];

/** A microphone over a sound wave: the host reading the ad. */
export function MicrophoneWave() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 280" className="h-auto w-full max-w-sm">
      <rect x="8" y="20" width="304" height="240" rx="28" className="fill-surface stroke-accent-200" strokeWidth="2" />
      {WAVE.map((height, index) => (
        <rect
          key={index}
          x={28 + index * 13.6}
          y={190 - height / 2}
          width="7"
          height={height}
          rx="3.5"
          className={index >= 6 && index <= 12 ? 'fill-accent-600' : 'fill-accent-200'}
        />
      ))}
      <g className="stroke-accent-800" strokeWidth="6" strokeLinecap="round" fill="none">
        <path d="M130 86v10a30 30 0 0 0 60 0V86" />
        <path d="M160 126v18" />
        <path d="M142 146h36" />
      </g>
      <rect x="142" y="44" width="36" height="68" rx="18" className="fill-accent-700" />
      <g className="stroke-accent-100" strokeWidth="3" strokeLinecap="round">
        <path d="M150 62h20M150 74h20M150 86h20" />
      </g>
    </svg>
  );
}

/** A calendar with a marked day and a rising line: plan, publish, report. */
export function CalendarChart() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 280" className="h-auto w-full max-w-sm">
      <rect x="8" y="20" width="304" height="240" rx="28" className="fill-surface stroke-accent-200" strokeWidth="2" />
      <rect
        x="36"
        y="52"
        width="132"
        height="120"
        rx="14"
        className="fill-accent-50 stroke-accent-300"
        strokeWidth="2"
      />
      <rect x="36" y="52" width="132" height="28" rx="14" className="fill-accent-700" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={48 + col * 23}
            y={92 + row * 19}
            width="14"
            height="12"
            rx="3"
            className={
              row === 1 && col === 3 ? 'fill-accent-600' : row === 2 && col === 1 ? 'fill-line' : 'fill-accent-200'
            }
          />
        )),
      )}
      <path
        d="M40 230 L104 214 L168 200 L232 166 L284 120"
        className="stroke-accent-600"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[
        [104, 214],
        [168, 200],
        [232, 166],
        [284, 120],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="8" className="fill-surface stroke-accent-800" strokeWidth="4" />
      ))}
    </svg>
  );
}
