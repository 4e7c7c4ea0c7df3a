import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface MobileMenuProps {
  /** The panel's list items; `close` closes the panel (an item calls it when chosen). */
  children: (close: () => void) => ReactNode;
}

/**
 * SPEC §2 mobile menu: below md, the header's entries move to a panel under the header. The entries
 * are the caller's: a visitor's (site-header.tsx) or a signed-in user's (signed-in-nav.tsx).
 */
export function MobileMenu({ children }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  // A navigation closes the panel (derived during render rather than in an effect).
  if (isOpen && openedAt !== pathname) {
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  const close = () => setIsOpen(false);
  // A tap beside the panel closes it, and the keyboard goes back to the button that opened it.
  const closeFromBackdrop = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setIsOpen((value) => !value);
        }}
        // Above the backdrop, so the cross that closes the menu stays bright and at hand.
        className="relative z-40 inline-flex size-11 items-center justify-center rounded-control bg-surface text-ink hover:bg-surface-muted"
      >
        <span className="sr-only">{isOpen ? 'Cerrar menú' : 'Abrir menú'}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
      </button>
      {isOpen && (
        // Dims the page under the panel: the menu reads as a layer over it. Mouse and touch only, so it
        // is no stop for the keyboard (Escape and the button close the menu).
        <div
          data-testid="mobile-menu-backdrop"
          aria-hidden="true"
          onClick={closeFromBackdrop}
          className="fixed inset-0 z-30 bg-ink/40"
        />
      )}
      {isOpen && (
        <nav
          id={panelId}
          aria-label="Menú"
          className="absolute inset-x-0 top-full z-40 border-b border-line bg-surface px-4 pt-2 pb-4 shadow-lg"
        >
          <ul className="flex flex-col gap-1">{children(close)}</ul>
        </nav>
      )}
    </div>
  );
}
