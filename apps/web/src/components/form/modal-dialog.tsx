import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the top one answers Tab and Escape (the errors modal can sit on the login modal). */
const openDialogs: HTMLElement[] = [];

/** Every open dialog on the page: ours, the chat's slide-over, and a react-aria popover's (the date picker). */
const OPEN_DIALOGS = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]';

/**
 * Whether `element` is still what the person is working on: on the page, not hidden or made inert, and
 * with no dialog over it (the topmost open dialog holds it, as the login modal holds its form, or none is
 * open). The wizard's «Añadir marca» dialog, opened over its step, is over the step's form. Only the
 * topmost counts: dialogs open in portals on the body, so one opened over another (the login modal when
 * the session lapses) never sits inside it; the last one in page order is the one on top.
 */
export function isActiveSurface(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  const dialogs = document.querySelectorAll(OPEN_DIALOGS);
  const topmost = dialogs[dialogs.length - 1];
  return !topmost || topmost.contains(element);
}

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('inert'));
}

export interface ModalDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** What gets focus on opening; the first focusable control otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Changing it moves focus again as if the dialog had just opened (the login modal's faces). */
  focusKey?: string | undefined;
  /** Where focus goes on closing when it is not what had it before (an opener that was hidden meanwhile). */
  returnFocusTo?: (() => HTMLElement | null) | undefined;
  /** The dialog's own title is hidden from sight but kept for screen readers. */
  hideTitle?: boolean;
  size?: 'sm' | 'md';
  role?: 'dialog' | 'alertdialog';
}

export interface ModalBehaviourOptions {
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  focusKey?: string | undefined;
  returnFocusTo?: (() => HTMLElement | null) | undefined;
}

/**
 * What makes a panel modal, for ModalDialog and the chat's slide-over alike: focus moves in and is
 * trapped there, Escape closes the innermost one only, the page behind stops scrolling, and focus
 * goes back to what had it before.
 */
export function useModalBehaviour(
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  { initialFocusRef, focusKey, returnFocusTo }: ModalBehaviourOptions = {},
) {
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
  });

  // Layout effects, here and below: the dialog is modal from its first frame. In a passive effect a
  // key pressed right after it appears (Escape, Tab, typing) still went to the page behind it.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);

    function onKeyDown(event: KeyboardEvent) {
      if (!panel || openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.lastIndexOf(panel);
      if (index !== -1) openDialogs.splice(index, 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      const back = returnFocusRef.current?.() ?? previous;
      if (back?.isConnected) back.focus();
    };
  }, [panelRef]);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const firstControl = () =>
      focusableIn(panel).find((element) => element.tagName !== 'BUTTON' || !element.dataset.closeButton);
    const target = initialFocusRef?.current ?? firstControl();
    if (target) {
      target.focus();
      return;
    }
    // Still loading (a skeleton, or nothing but the close cross): the panel holds focus until its first
    // control arrives, then hands it over, unless the person has moved on meanwhile.
    panel.focus();
    const observer = new MutationObserver(() => {
      if (document.activeElement !== panel) {
        observer.disconnect();
        return;
      }
      const control = firstControl();
      if (!control) return;
      observer.disconnect();
      control.focus();
    });
    observer.observe(panel, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [focusKey, initialFocusRef, panelRef]);
}

/**
 * An accessible modal: focus moves in and is trapped there, Escape closes it, and focus goes back to
 * what had it before. Rendered in a portal so no parent's overflow or stacking clips it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  initialFocusRef,
  focusKey,
  returnFocusTo,
  hideTitle = false,
  size = 'md',
  role = 'dialog',
}: ModalDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalBehaviour(panelRef, onClose, { initialFocusRef, focusKey, returnFocusTo });

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/60 p-0 sm:items-center sm:p-4">
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[
          'relative max-h-dvh w-full overflow-y-auto rounded-t-card bg-surface p-5 text-ink shadow-xl outline-none sm:max-h-[calc(100dvh-2rem)] sm:rounded-card sm:p-7',
          size === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-md',
        ].join(' ')}
      >
        <div className="mb-5 flex items-start justify-between gap-4">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-xl font-bold tracking-tight'}>
            {title}
          </h2>
          <DialogCloseButton onClick={onClose} className="ml-auto" />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The «Cerrar» cross of a dialog's header; Escape and the backdrop do the same. */
export function DialogCloseButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      data-close-button="true"
      onClick={onClick}
      aria-label="Cerrar"
      className={`-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink ${className}`}
    >
      <CloseIcon />
    </button>
  );
}
