export { updateMe, useUpdateMe } from '@/lib/update-me';
