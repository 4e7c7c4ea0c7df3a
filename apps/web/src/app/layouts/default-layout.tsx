import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { OnlineStatus } from '@/components/online-status';
import { Toaster } from '@/components/toaster';
import { AuthModals } from '@/features/auth';
import { CookieConsent } from '@/features/consent';
import { useRedirectAfterLogin } from '../use-redirect-after-login';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SkipLink() {
  return (
    <a
      href="#contenido"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2"
    >
      Saltar al contenido
    </a>
  );
}

/**
 * What every page layout holds around the page: the skip link, the cookie notice, the toasts, a top
 * (the header or a logo), the footer, the login, agency and verification modals and the offline
 * notice.
 */
export function LayoutFrame({ top }: { top: ReactNode }) {
  useRedirectAfterLogin();
  return (
    <div className="flex min-h-dvh flex-col bg-surface font-sans text-ink">
      <SkipLink />
      {/* Right after the skip link, though shown at the bottom: a keyboard reaches it before the page. */}
      <CookieConsent />
      <Toaster />
      {top}
      <main id="contenido" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <AuthModals />
      <OnlineStatus />
    </div>
  );
}

/** SPEC §2 default layout: the site header over the page. */
export function DefaultLayout() {
  return <LayoutFrame top={<SiteHeader />} />;
}
