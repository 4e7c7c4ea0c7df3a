import type { ContactInput } from '@patrocina/domain';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** `POST /public/contact`: the message reaches the team through the e-mail outbox. */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  await api.post('/public/contact', z.null(), { body: input });
}
