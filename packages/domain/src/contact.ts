import { z } from 'zod';
import { emailSchema } from './auth';
import { MESSAGES } from './messages';

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** The /contact form: it reaches the team through the e-mail outbox. */
export const contactSchema = z.object({
  name: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(2, 'Escribe tu nombre')
    .max(80, 'El nombre no puede tener más de 80 caracteres'),
  email: emailSchema,
  message: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(10, 'Cuéntanos un poco más (al menos 10 caracteres)')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `El mensaje no puede tener más de ${CONTACT_MESSAGE_MAX_LENGTH} caracteres`),
});
export type ContactInput = z.infer<typeof contactSchema>;
