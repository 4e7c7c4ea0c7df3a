import { API, bearer, useTestApp, type ErrorBody, type TestApp } from '../../../test/app';

export let t: TestApp;

export type CampaignBody = {
  data: Record<string, unknown> & {
    id: string;
    slug: string;
    substatus: string;
    status: string;
    generalist: boolean;
    optimum: boolean;
  };
};
export type ListBody = {
  data: { campaigns: { id: string; brand: string; role: string }[]; counts: Record<string, number> };
};

export function create(token: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/private/campaigns`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

export function fieldMessages(response: { json: () => unknown }): string[] {
  return ((response.json() as ErrorBody).error.fields ?? []).map((field) => field.message);
}

/** One test app for the test file. */
export function setUpTestApp(): void {
  t = useTestApp();
}
