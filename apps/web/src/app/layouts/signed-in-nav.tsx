import { NavLink } from 'react-router';
import type { Me } from '@patrocina/domain';
import { CountBadge, PENDING_LABEL, UNREAD_LABEL, countLabel } from '@/components/count-badge';
import { useLiveEvents } from '@/lib/live-events';
import { MobileMenu } from './mobile-menu';
import { mobileItemClass, navLinkClass } from './nav-styles';
import { useLogoutAndGoHome } from './use-logout-and-go-home';
import { UserMenu } from './user-menu';

/*
 * The header's entries for a signed-in user (SPEC §2), on wide screens and in the mobile menu.
 * site-header.tsx loads this module when /users/me answers with a user, so a visitor's first screen
 * downloads none of it: not these entries, the user menu, the avatar, nor the logout call.
 */

function spokenCounts(me: Me, showCounts: boolean) {
  if (!showCounts) return { dashboard: undefined, workroom: undefined };
  return {
    dashboard: countLabel('Dashboard', me.campaignActionStats.pending, PENDING_LABEL),
    workroom: countLabel('Workroom', me.messageStats.unread, UNREAD_LABEL),
  };
}

interface SignedInProps {
  me: Me;
  showCounts: boolean;
}

/** Agents and admins run the back office (DOMAIN.md); it is not in SPEC §2's header, so only they see it. */
const isTeam = (me: Me) => me.scope === 'agent' || me.scope === 'admin';

/**
 * An admin acting as this user (`/login/impersonate`) always sees so, and how to stop: logging out
 * ends the borrowed session.
 */
function ImpersonationNotice({ me, onLogOut }: { me: Me; onLogOut: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center justify-center gap-3 bg-danger px-4 py-2 text-sm font-semibold text-white"
    >
      <span>Estás dentro como {me.username} (acceso de administrador).</span>
      <button
        type="button"
        onClick={onLogOut}
        className="rounded-control border border-white/70 px-3 py-1 hover:bg-white/10"
      >
        Cerrar sesión y terminar
      </button>
    </div>
  );
}

export function SignedInNav({ me, showCounts }: SignedInProps) {
  // Here rather than in the mobile items: closing the panel unmounts them, and TanStack Query drops
  // the callbacks of a mutation whose component has gone, so "go home" would never run.
  const { logOut } = useLogoutAndGoHome();
  // The header is there for as long as someone is signed in: the live stream lives and ends with it.
  useLiveEvents(true);
  return (
    <>
      {me.impersonatedBy ? <ImpersonationNotice me={me} onLogOut={logOut} /> : null}
      <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
        <SignedInEntries me={me} showCounts={showCounts} />
      </nav>
      <MobileMenu>
        {(close) => <SignedInMobileItems me={me} showCounts={showCounts} onClose={close} onLogOut={logOut} />}
      </MobileMenu>
    </>
  );
}

function SignedInEntries({ me, showCounts }: SignedInProps) {
  const counts = spokenCounts(me, showCounts);
  return (
    <>
      <NavLink to="/dashboard" className={navLinkClass} aria-label={counts.dashboard}>
        Dashboard
        {showCounts && <CountBadge count={me.campaignActionStats.pending} />}
      </NavLink>
      <NavLink to="/workroom" className={navLinkClass} aria-label={counts.workroom}>
        Workroom
        {showCounts && <CountBadge count={me.messageStats.unread} />}
      </NavLink>
      <NavLink to="/podcasts" className={navLinkClass}>
        Catálogo
      </NavLink>
      {isTeam(me) ? (
        <NavLink to="/backoffice" className={navLinkClass}>
          Back office
        </NavLink>
      ) : null}
      <div className="ml-2">
        <UserMenu me={me} />
      </div>
    </>
  );
}

interface SignedInMobileItemsProps extends SignedInProps {
  onClose: () => void;
  onLogOut: () => void;
}

function SignedInMobileItems({ me, showCounts, onClose, onLogOut }: SignedInMobileItemsProps) {
  const counts = spokenCounts(me, showCounts);
  return (
    <>
      <li>
        <NavLink to="/dashboard" className={mobileItemClass} onClick={onClose} aria-label={counts.dashboard}>
          Dashboard
          {showCounts && <CountBadge count={me.campaignActionStats.pending} />}
        </NavLink>
      </li>
      <li>
        <NavLink to="/workroom" className={mobileItemClass} onClick={onClose} aria-label={counts.workroom}>
          Workroom
          {showCounts && <CountBadge count={me.messageStats.unread} />}
        </NavLink>
      </li>
      <li>
        <NavLink to="/podcasts" className={mobileItemClass} onClick={onClose}>
          Catálogo
        </NavLink>
      </li>
      {isTeam(me) ? (
        <li>
          <NavLink to="/backoffice" className={mobileItemClass} onClick={onClose}>
            Back office
          </NavLink>
        </li>
      ) : null}
      <li>
        <NavLink to="/me" end className={mobileItemClass} onClick={onClose}>
          Mi cuenta
        </NavLink>
      </li>
      {me.agencyRole ? (
        <li>
          <NavLink to="/me/agency" className={mobileItemClass} onClick={onClose}>
            Mi agencia
          </NavLink>
        </li>
      ) : null}
      <li>
        <NavLink to="/me/podcasts" className={mobileItemClass} onClick={onClose}>
          Mis podcasts
        </NavLink>
      </li>
      <li>
        <NavLink to="/earnings" className={mobileItemClass} onClick={onClose}>
          Mis cobros
        </NavLink>
      </li>
      <li className="mt-1 border-t border-line pt-1">
        <button
          type="button"
          className={mobileItemClass({ isActive: false })}
          onClick={() => {
            onClose();
            onLogOut();
          }}
        >
          Cerrar sesión
        </button>
      </li>
    </>
  );
}
