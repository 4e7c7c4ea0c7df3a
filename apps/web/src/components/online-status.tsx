import { useEffect, useState } from 'react';

/** How long "Conexión recuperada" stays after the network comes back. */
export const RECOVERED_NOTICE_MS = 3_000;

type Status = 'online' | 'offline' | 'recovered';

/**
 * SPEC §2: the offline/online indicator. A live region that is always in the page, so a screen
 * reader hears the change; it only takes space while there is something to say.
 */
export function OnlineStatus() {
  const [status, setStatus] = useState<Status>(() =>
    typeof navigator === 'undefined' || navigator.onLine ? 'online' : 'offline',
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setStatus('offline');
    };
    const goOnline = () => {
      clearTimeout(timer);
      setStatus((previous) => (previous === 'offline' ? 'recovered' : previous));
      timer = setTimeout(() => setStatus('online'), RECOVERED_NOTICE_MS);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return (
    <div role="status" className="fixed inset-x-0 bottom-3 z-50 flex justify-center px-3 empty:hidden">
      {status === 'offline' && (
        <p className="rounded-pill bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
          Sin conexión. Revisa tu red; seguiremos cuando vuelva.
        </p>
      )}
      {status === 'recovered' && (
        <p className="rounded-pill bg-success px-4 py-2 text-sm font-medium text-white shadow-lg">
          Conexión recuperada
        </p>
      )}
    </div>
  );
}
