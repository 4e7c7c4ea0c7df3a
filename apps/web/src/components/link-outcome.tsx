import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/button';

/**
 * The parts of a page opened from an e-mailed link that changes something: the page, its one button,
 * and what it says once the click has acted on the link (the address confirmed, the session entered).
 * Put the outcome in one `role="status"` region so a screen reader hears each change.
 */

/**
 * The narrow column of a page opened from an e-mailed link. Its heading takes focus on load, so a
 * keyboard or screen-reader user starts at what the page is about rather than at the site's header.
 */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * The one button of a link page that changes something. Mail scanners open every e-mailed link, so
 * opening the page must do nothing (QUALITY.md: no state change on GET); only this click does. A second
 * click while the first is on its way is ignored: the link works once, and a second call would answer
 * that it has expired. The button stays focusable while it waits (`aria-disabled`, not `disabled`).
 */
export function LinkActionButton({
  onPress,
  pendingLabel,
  tone = 'primary',
  children,
}: {
  onPress: () => Promise<unknown>;
  pendingLabel: string;
  /** `danger` for a link that turns something down (an invitation's reject link). */
  tone?: 'primary' | 'danger';
  children: ReactNode;
}) {
  const running = useRef(false);
  const [isPending, setIsPending] = useState(false);

  async function press() {
    if (running.current) return;
    running.current = true;
    setIsPending(true);
    try {
      await onPress();
    } finally {
      running.current = false;
      setIsPending(false);
    }
  }

  return (
    <button
      type="button"
      className={buttonClass(tone)}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={() => void press()}
    >
      {isPending ? pendingLabel : children}
    </button>
  );
}

/** It worked: the headline, and what happens now. */
export function LinkDone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-2xl font-semibold text-success">{title}</p>
      {children}
    </div>
  );
}

/** It did not: the reason, in the API's words or the generic error. */
export function LinkFailed({ children }: { children: ReactNode }) {
  return <p className="text-lg font-medium text-danger">{children}</p>;
}
