import type { Me } from '@patrocina/domain';
import { PageTitleBar } from '@/components/page-title-bar';
import { OutboxPanel } from '../components/outbox-panel';
import { QueuePanel } from '../components/queue-panel';
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
        <QueuePanel />
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
