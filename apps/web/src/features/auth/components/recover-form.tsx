import { useState } from 'react';
import { lostPasswordSchema, MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import { EmailField, Form, SubmitButton, useZodForm } from '@/components/form';
import { toast } from '@/lib/toast';
import { requestPasswordReset } from '../api/auth-calls';
import { reportAuthError } from '../lib/report';
import { linkButtonClass } from './styles';

export const RECOVER_CONFIRMATION = 'Si existe una cuenta con ese correo, te hemos enviado un enlace';

export function RecoverForm({ onLogIn }: { onLogIn: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(lostPasswordSchema, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      reportAuthError(error, 'RecoverForm');
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.genericError);
    }
  });

  if (sentTo) {
    return (
      <div>
        <p role="status" className="text-base text-ink">
          {RECOVER_CONFIRMATION} para crear una contraseña nueva. Revisa también la carpeta de spam.
        </p>
        <p className="mt-6 text-center text-sm">
          <button type="button" onClick={onLogIn} className={linkButtonClass}>
            Volver a entrar
          </button>
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-ink-muted">
        Escribe el correo con el que te registraste y te enviaremos un enlace para crear una contraseña nueva.
      </p>
      <Form form={form} onSubmit={onSubmit} aria-label="Recuperar la contraseña">
        <EmailField {...form.field('email')} />
        <SubmitButton busy={form.isSubmitting}>Enviar enlace</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        ¿Te has acordado?{' '}
        <button type="button" onClick={onLogIn} className={linkButtonClass}>
          Entra
        </button>
      </p>
    </>
  );
}
