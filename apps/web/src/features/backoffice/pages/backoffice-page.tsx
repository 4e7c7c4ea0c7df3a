import type { Me } from '@patrocina/domain';
import { PageTitleBar } from '@/components/page-title-bar';
import { OutboxPanel } from '../components/outbox-panel';
import { UsersPanel } from '../components/users-panel';

/**
 * `/backoffice` (DOMAIN.md: not in SPEC §2's table): the team's side of the marketplace. Agents and
 * admins come here; the admin tools show only to admins.
 */
export function BackofficePage({ me }: { me: Me }) {
  return (
    <>
      <PageTitleBar title="Back office" />
      <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8 sm:px-6">
        <section aria-labelledby="backoffice-campaigns" className="space-y-2">
          <h2 id="backoffice-campaigns" className="text-xl font-semibold">
            Campañas
          </h2>
          <p className="text-ink-muted">
            La cola de campañas por revisar, el motor de propuestas y la publicación a los podcasters llegan aquí en la siguiente entrega. Mientras tanto, las
            reanudaciones pedidas se procesan con la llamada del back office.
          </p>
        </section>
        {me.scope === 'admin' ? (
          <>
            <UsersPanel me={me} />
            <OutboxPanel />
          </>
        ) : null}
      </div>
    </>
  );
}
