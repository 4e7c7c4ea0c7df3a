import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { DEFAULT_PRODUCT_NAME } from '@patrocina/domain/constants';
import { useMe } from '@/features/auth';
import { openModal } from '@/lib/modal-store';
import { MobileMenu } from './mobile-menu';
import { mobileItemClass, navLinkClass, primaryButtonClass } from './nav-styles';

// A visitor's first screen never shows a signed-in user's entries: they load once /users/me
// answers with a user.
const SignedInNav = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInNav })));

export function Logo() {
  return (
    <Link to="/" className="rounded-control text-lg font-bold tracking-tight text-accent-700">
      {DEFAULT_PRODUCT_NAME}
    </Link>
  );
}

function openLogin() {
  openModal('login');
}

/**
 * The header of the default layout (SPEC §2). The badges come with /users/me: when that call fails
 * they are simply not shown (SPEC §8). Below md the entries move to a menu panel.
 */
export function SiteHeader() {
  const me = useMe();
  const user = me.data ?? null;
  const showCounts = !me.isError;

  return (
    <header className="relative border-b border-line bg-surface">
      {/* The minimum height is that of the tallest entries (the menu button below md, the user menu
          above), so the page does not move down when /users/me answers and the entries appear. */}
      <div className="mx-auto flex min-h-17 w-full max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6 md:min-h-16">
        <Logo />
        {!me.isPending &&
          (user ? (
            <Suspense fallback={null}>
              <SignedInNav me={user} showCounts={showCounts} />
            </Suspense>
          ) : (
            <>
              <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
                <LoggedOutEntries />
              </nav>
              <MobileMenu>{(close) => <LoggedOutMobileItems close={close} />}</MobileMenu>
            </>
          ))}
      </div>
    </header>
  );
}

function LoggedOutEntries() {
  return (
    <>
      <NavLink to="/" end className={navLinkClass}>
        Anunciantes
      </NavLink>
      <NavLink to="/podcasters" className={navLinkClass}>
        Podcasters
      </NavLink>
      <NavLink to="/podcasts" className={navLinkClass}>
        Catálogo
      </NavLink>
      <button type="button" onClick={openLogin} className={navLinkClass({ isActive: false })}>
        Entrar
      </button>
      <Link to="/campaigns/new" className={`ml-2 ${primaryButtonClass}`}>
        Crear campaña
      </Link>
    </>
  );
}

function LoggedOutMobileItems({ close }: { close: () => void }) {
  return (
    <>
      <li>
        <NavLink to="/" end className={mobileItemClass} onClick={close}>
          Anunciantes
        </NavLink>
      </li>
      <li>
        <NavLink to="/podcasters" className={mobileItemClass} onClick={close}>
          Podcasters
        </NavLink>
      </li>
      <li>
        <NavLink to="/podcasts" className={mobileItemClass} onClick={close}>
          Catálogo
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          className={mobileItemClass({ isActive: false })}
          onClick={() => {
            close();
            openLogin();
          }}
        >
          Entrar
        </button>
      </li>
      <li className="mt-2">
        <Link to="/campaigns/new" className={`w-full py-3 text-base ${primaryButtonClass}`} onClick={close}>
          Crear campaña
        </Link>
      </li>
    </>
  );
}
