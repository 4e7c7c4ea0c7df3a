import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Me } from '@patrocina/domain';
import { PageTitleBar } from '@/components/page-title-bar';
import { OutboxPanel } from '../components/outbox-panel';
import { UsersPanel } from '../components/users-panel';

/**
 * `/backoffice` (DOMAIN.md: not in SPEC §2's table): the team's side of the marketplace. Agents and
 * admins come here; the admin tools show only to admins. The campaigns' queue belongs to
 * features/campaigns: the route passes it in.
 */
export function BackofficePage({
  me,
  campaignQueue,
  moneyPanels,
}: {
  me: Me;
  campaignQueue: ReactNode;
  /** The admins' money out (payout runs, disputes), from the payouts feature. */
  moneyPanels?: ReactNode;
}) {
  return (
    <>
      <PageTitleBar title="Back office" />
      {me.scope === 'admin' ? (
        <nav
          aria-label="Back office"
          className="mx-auto flex w-full max-w-5xl flex-wrap gap-x-6 gap-y-2 px-4 pt-6 sm:px-6"
        >
          <Link to="/backoffice/ledger" className="text-accent-700 underline">
            Contabilidad
          </Link>
          <Link to="/backoffice/bank-statements" className="text-accent-700 underline">
            Extractos bancarios
          </Link>
        </nav>
      ) : null}
      <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8 sm:px-6">
        {campaignQueue}
        {me.scope === 'admin' ? (
          <>
            {moneyPanels}
            <UsersPanel me={me} />
            <OutboxPanel />
          </>
        ) : null}
      </div>
    </>
  );
}
