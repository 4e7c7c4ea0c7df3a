export interface Step {
  title: string;
  text: string;
}

/** How it works: numbered steps, one after the other on a phone and side by side on wider screens. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    // Four steps fit one row on a wide screen; five would make each card too narrow to read.
    <ol className={`grid gap-6 sm:grid-cols-2 ${steps.length <= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card border border-line bg-surface p-5">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-pill bg-accent text-base font-bold text-on-accent tabular-nums"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-balance">
            <span className="sr-only">Paso {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Three points side by side on wider screens (why podcasts, the podcaster's rules, what sets us apart); `boxed` draws each as a card. */
export function Points({ points, boxed = false }: { points: readonly Step[]; boxed?: boolean }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {points.map((point) => (
        <li key={point.title} className={boxed ? 'rounded-card border border-line bg-surface p-6' : undefined}>
          <h3 className="text-lg font-semibold">{point.title}</h3>
          <p className="mt-2 text-ink-muted">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
