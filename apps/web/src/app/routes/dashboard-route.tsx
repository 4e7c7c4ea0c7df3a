import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { meQueryKey, useMe } from '@/features/auth';
import { DashboardPage, type DashboardProposalViews } from '@/features/campaigns/pages/dashboard-page';
import { AnswerDialog } from '@/features/proposals/components/answer-dialog';

/** The proposal's dialog the dashboard opens (features/proposals). */
export const dashboardProposalViews: DashboardProposalViews = { AnswerDialog };

/** `/dashboard`: the campaigns feature's page; a change there also refreshes the header's badge. */
export function DashboardRoute() {
  const me = useMe();
  const queryClient = useQueryClient();
  const refreshMe = useCallback(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
  if (me.isPending) return <PageSkeleton />;
  return (
    <DashboardPage
      isAgency={Boolean(me.data?.agencyRole)}
      canCreate={me.data?.agencyRole !== 'viewer'}
      onChanged={refreshMe}
      proposalViews={dashboardProposalViews}
    />
  );
}
