import { useLocation } from 'react-router';
import { PageTitleBar } from '@/components/page-title-bar';
import { useRouteHandle } from './route-handle';

/** What each page still to come says meanwhile; here rather than in the route table, which is on every first screen. */
const COMING_SOON: Readonly<Record<string, string>> = {
  '/me': 'Aquí podrás cambiar tu contraseña, tu correo alternativo y tus cuentas vinculadas. Llegará muy pronto.',
};

/** Stands in for a screen whose issue has not landed yet: its title bar and one line saying so. */
export function PlaceholderPage() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const line = COMING_SOON[pathname.replace(/\/+$/, '')] ?? 'Esta sección llegará muy pronto.';
  return (
    <>
      <PageTitleBar title={handle?.title ?? 'Patrocina'} />
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <p className="max-w-2xl text-ink-muted">{line}</p>
      </div>
    </>
  );
}
