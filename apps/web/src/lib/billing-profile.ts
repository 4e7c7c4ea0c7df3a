/**
 * The signed-in user's datos de facturación (`/private/users/me/billing-profile`): My account keeps
 * them, and the purchase step asks for them when they are missing, so both read this one query.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingProfileAnswerSchema, type BillingProfileAnswer, type BillingProfileInput } from '@patrocina/domain';
import { api } from './api-client';

export const billingProfileQueryKey = ['billing-profile'] as const;

/** `GET /private/users/me/billing-profile`: the profile or null, as whom (advertiser or podcaster), what is missing. */
export async function getBillingProfile(signal?: AbortSignal): Promise<BillingProfileAnswer> {
  return api.get('/private/users/me/billing-profile', billingProfileAnswerSchema, { signal });
}

export function billingProfileQueryOptions() {
  return queryOptions({ queryKey: billingProfileQueryKey, queryFn: ({ signal }) => getBillingProfile(signal) });
}

export function useBillingProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingProfileQueryOptions(), enabled: options.enabled ?? true });
}

/** `PUT /private/users/me/billing-profile`. A wrong NIF, IBAN or VAT number is a 400 on its field. */
export async function saveBillingProfile(body: BillingProfileInput): Promise<BillingProfileAnswer> {
  return api.put('/private/users/me/billing-profile', billingProfileAnswerSchema, { body });
}

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingProfile,
    onSuccess: (answer) => queryClient.setQueryData(billingProfileQueryKey, answer),
  });
}
