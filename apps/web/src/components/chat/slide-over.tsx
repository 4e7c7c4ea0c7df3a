import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { DialogCloseButton, useModalBehaviour } from '@/components/form/modal-dialog';

/** SPEC §9: the sliding page's close delay. */
export const SLIDE_OVER_CLOSE_MS = 320;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface SlideOverProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Called once the panel has slid away (at once when the user asks for reduced motion). */
  onClose: () => void;
  children: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  focusKey?: string | undefined;
}

/**
 * A modal panel that slides in from the right, full height: the chat's (SPEC §2). Same rules as
 * ModalDialog (focus trapped, Escape closes the innermost, focus goes back), so it can open over one.
 */
export function SlideOver({ title, subtitle, onClose, children, initialFocusRef, focusKey }: SlideOverProps) {
  const titleId = useId();
  const subtitleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const requestClose = useCallback(() => {
    if (timer.current !== undefined) return;
    setClosing(true);
    timer.current = window.setTimeout(onClose, prefersReducedMotion() ? 0 : SLIDE_OVER_CLOSE_MS);
  }, [onClose]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useModalBehaviour(panelRef, requestClose, { initialFocusRef, focusKey });

  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-end">
      <div
        aria-hidden="true"
        onClick={requestClose}
        className={`absolute inset-0 bg-ink/60 motion-safe:transition-opacity motion-safe:duration-300 ${closing ? 'opacity-0' : 'opacity-100'}`}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        data-state={closing ? 'closing' : 'open'}
        tabIndex={-1}
        className={[
          'relative flex h-dvh w-full max-w-lg flex-col bg-surface text-ink shadow-xl outline-none motion-safe:animate-slide-in-right',
          'motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-in',
          closing ? 'translate-x-full' : 'translate-x-0',
        ].join(' ')}
      >
        <div className="flex items-start gap-3 border-b border-line px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-bold tracking-tight break-words">
              {title}
            </h2>
            {subtitle ? (
              <p id={subtitleId} className="text-sm text-ink-muted break-words">
                {subtitle}
              </p>
            ) : null}
          </div>
          <DialogCloseButton onClick={requestClose} />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
