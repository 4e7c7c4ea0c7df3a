import { useNavigate } from 'react-router';
import { MESSAGES } from '@patrocina/domain';
import { PageTitleBar } from '@/components/page-title-bar';
import { useMe } from '@/lib/me';
import { BrandsSection } from '../components/brands-section';
import { TeamSection } from '../components/team-section';

/**
 * `/me/agency` «Tu agencia» (issue 23): the agency account's brands, and below them its team, for its
 * owner and its colleagues (who may leave it from there). Anyone else reads what it is for.
 */
export function AgencyPage() {
  const me = useMe();
  const navigate = useNavigate();
  return (
    <>
      <PageTitleBar title="Tu agencia" />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        {me.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Cargando tu agencia"
            className="h-40 animate-pulse rounded-card bg-line"
          />
        ) : me.data?.agencyRole ? (
          <>
            <BrandsSection />
            {/* A colleague who leaves has nothing more here: their own campaigns are on the dashboard. */}
            <TeamSection onLeft={() => void navigate('/dashboard', { replace: true })} />
          </>
        ) : me.data ? (
          <div className="rounded-card border border-line bg-surface p-6">
            <p className="text-lg font-semibold">Tu cuenta no es de agencia</p>
            <p className="mt-1 text-ink-muted">
              Las herramientas para agencias (marcas con sus datos de facturación y tu equipo) son para cuentas de
              agencia. Tus campañas y tus datos de facturación siguen en tu dashboard y en Mi cuenta.
            </p>
          </div>
        ) : (
          <p role="alert" className="text-danger">
            {MESSAGES.genericError}
          </p>
        )}
      </div>
    </>
  );
}
