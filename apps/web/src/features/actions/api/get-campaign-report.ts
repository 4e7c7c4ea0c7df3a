import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignReportSchema } from '@patrocina/domain';
import { API_BASE, api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/** `GET /private/campaigns/{id}/report`: the figures of one campaign, for its owner, its agent and the admins. */
export function useCampaignReport(id: string) {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.report(id),
      queryFn: ({ signal }) =>
        api.get('/private/campaigns/{id}/report', campaignReportSchema, {
          params: { id: encodeURIComponent(id) },
          signal,
        }),
      retry: false,
    }),
  );
}

/**
 * `GET /private/campaigns/{id}/report.csv`: a plain link, so the browser downloads it with the session
 * cookie and names the file from the API's Content-Disposition.
 */
export function campaignReportCsvUrl(id: string): string {
  return `${API_BASE}/private/campaigns/${encodeURIComponent(id)}/report.csv`;
}
