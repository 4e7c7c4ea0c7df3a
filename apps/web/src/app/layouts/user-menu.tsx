import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Me } from '@patrocina/domain';
import { Avatar } from '@/components/avatar';
import { useLogoutAndGoHome } from './use-logout-and-go-home';

const itemClass =
  'flex w-full items-center rounded-control px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted focus-visible:bg-surface-muted';

/**
 * The user dropdown (SPEC §2), as a menu button (WAI-ARIA APG): Enter, Space or ↓ open it on the
 * first item, ↑ on the last; arrows, Home and End move; Escape closes and returns focus to the
 * button; Tab or a click outside close it.
 */
export function UserMenu({ me }: { me: Me }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const { logOut, isPending } = useLogoutAndGoHome();

  function items(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function open(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setIsOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!isOpen) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();

    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(index + 1);
      case 'ArrowUp':
        return moveTo(index - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close({ returnFocus: true });
      case 'Tab':
        return close({ returnFocus: false });
    }
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close({ returnFocus: false }) : open('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex max-w-56 items-center gap-2 rounded-pill py-1 pr-3 pl-1 text-sm font-medium text-ink hover:bg-surface-muted"
      >
        <Avatar src={me.avatar} />
        <span className="truncate">{me.username}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-ink-muted" fill="currentColor">
          <path d="M5.5 7.5L10 12l4.5-4.5z" />
        </svg>
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Tu cuenta"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-52 rounded-card border border-line bg-surface p-1.5 shadow-lg"
        >
          <Link role="menuitem" tabIndex={-1} to="/me" className={itemClass} onClick={() => setIsOpen(false)}>
            Mi cuenta
          </Link>
          {me.agencyRole ? (
            <Link role="menuitem" tabIndex={-1} to="/me/agency" className={itemClass} onClick={() => setIsOpen(false)}>
              Mi agencia
            </Link>
          ) : null}
          <Link role="menuitem" tabIndex={-1} to="/me/podcasts" className={itemClass} onClick={() => setIsOpen(false)}>
            Mis podcasts
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/earnings" className={itemClass} onClick={() => setIsOpen(false)}>
            Mis cobros
          </Link>
          <div role="separator" className="my-1 border-t border-line" />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            disabled={isPending}
            className={itemClass}
            onClick={() => {
              setIsOpen(false);
              logOut();
            }}
          >
            Cerrar sesión
          </button>
        </div>
      )}
    </div>
  );
}
