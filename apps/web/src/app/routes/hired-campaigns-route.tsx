import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '@/features/auth';
import { HiredCampaignsPage } from '@/features/actions/pages/hired-campaigns-page';
import { HiredPaymentStatus } from '@/features/earnings/components/hired-payment-status';

/**
 * `/campaigns/hired`: the campaigns feature's page, with each hired podcast's payment status from the
 * earnings feature; a change there also moves the header's pending-actions badge.
 */
export function HiredCampaignsRoute() {
  const queryClient = useQueryClient();
  const refreshMe = useCallback(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
  return <HiredCampaignsPage onChanged={refreshMe} PaymentStatus={HiredPaymentStatus} />;
}
