export { meQueryKey } from '@/lib/query-keys';
export { getMe, getMeQueryOptions, useMe } from '@/lib/me';
