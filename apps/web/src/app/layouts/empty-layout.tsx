import { Outlet } from 'react-router';
import { Toaster } from '@/components/toaster';
import { CookieConsent } from '@/features/consent';

/**
 * SPEC §2 empty layout: the page alone, for flows that pass through (such as impersonation), and the
 * cookie notice, which no page may skip.
 */
export function EmptyLayout() {
  return (
    <div className="min-h-dvh bg-surface font-sans text-ink">
      {/* First in the tab order, though shown at the bottom: a keyboard reaches it before the page. */}
      <CookieConsent />
      <Toaster />
      <main id="contenido">
        <Outlet />
      </main>
    </div>
  );
}
