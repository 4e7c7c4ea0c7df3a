export { updateMe, useUpdateMe } from '@/lib/me';
