import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { openModal, useModal } from '@/lib/modal-store';
import { useMe } from '../api/get-me';
import { markVerifyReminderShown, wasVerifyReminderShown } from '../lib/client-state';

// Every layout renders the modals, but few visits open one: their forms (and the form kit) load on
// first use, keeping them out of the first screen's JavaScript.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));
const AgencyDialog = lazy(() => import('./agency-dialog').then((module) => ({ default: module.AgencyDialog })));
const VerifyDialog = lazy(() => import('./verify-dialog').then((module) => ({ default: module.VerifyDialog })));

/** Opens the verification reminder once per browser session for a user who has not confirmed their address. */
function useVerifyReminder(isModalOpen: boolean) {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const isUnverified = me?.emailVerified === false;
  // On the page that is confirming the address right now, the reminder would only contradict it.
  const isVerifying = pathname.startsWith('/login/verify');
  useEffect(() => {
    if (!isUnverified || isModalOpen || isVerifying || wasVerifyReminderShown()) return;
    markVerifyReminderShown();
    openModal('verify');
  }, [isUnverified, isModalOpen, isVerifying]);
}

function OpenModal() {
  const { name } = useModal();
  switch (name) {
    case 'login':
    case 'signup':
    case 'recover':
      return <LoginDialog face={name} />;
    case 'agency':
      return <AgencyDialog />;
    case 'verify':
      return <VerifyDialog />;
    default:
      return null;
  }
}

/** The layout's modals (SPEC §2): login with its three faces, "¿Eres una agencia?" and the verification reminder. */
export function AuthModals() {
  const { name } = useModal();
  useVerifyReminder(name !== null);
  return (
    <Suspense fallback={null}>
      <OpenModal />
    </Suspense>
  );
}
