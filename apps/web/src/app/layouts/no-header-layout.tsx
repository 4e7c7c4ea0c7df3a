import { Outlet } from 'react-router';
import { OnlineStatus } from '@/components/online-status';
import { Toaster } from '@/components/toaster';
import { AuthModals } from '@/features/auth';
import { CookieConsent } from '@/features/consent';
import { useRedirectAfterLogin } from '../use-redirect-after-login';
import { SkipLink } from './default-layout';
import { Logo } from './site-header';
import { SiteFooter } from './site-footer';

/** SPEC §2 no-header layout: a centred logo, the footer and the same modals as the default one; the cookie notice. */
export function NoHeaderLayout() {
  useRedirectAfterLogin();
  return (
    <div className="flex min-h-dvh flex-col bg-surface font-sans text-ink">
      <SkipLink />
      <Toaster />
      <div className="flex justify-center px-4 pt-8 pb-4">
        <Logo />
      </div>
      <main id="contenido" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <AuthModals />
      <CookieConsent />
      <OnlineStatus />
    </div>
  );
}
