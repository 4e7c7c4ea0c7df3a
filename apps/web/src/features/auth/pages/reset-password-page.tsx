import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { changePasswordSchema, MESSAGES } from '@patrocina/domain';
import { Form, PasswordField, SubmitButton, useZodForm } from '@/components/form';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { changePassword } from '../api/auth-calls';
import { useCompleteLogin } from '../api/complete-login';
import { LINK_MESSAGES, linkProblemOf, type LinkProblem } from '@/lib/link-errors';
import { reportAuthError } from '../lib/report';
import { linkButtonClass, primaryButtonClass } from '../components/styles';
import { AuthPageFrame } from './page-frame';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';
export const PASSWORD_CHANGED = 'Tu contraseña se ha cambiado. Ya has iniciado sesión.';

// The API's password rule, plus the repetition only the form needs.
const newPasswordSchema = z
  .object({ password: changePasswordSchema.shape.password, confirmation: z.string().trim() })
  .refine((value) => value.password === value.confirmation, { message: PASSWORDS_DIFFER, path: ['confirmation'] });

/** /login/reset-password?token=: a new password from the e-mailed link, then logged in. */
export function ResetPasswordPage() {
  useDocumentTitle('Nueva contraseña');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'invalid');
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordSchema, { password: '', confirmation: '' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await changePassword({ password, token });
    } catch (error) {
      const linkProblem = linkProblemOf(error);
      if (linkProblem) {
        setProblem(linkProblem);
      } else {
        reportAuthError(error, 'ResetPasswordPage');
        toast.error(MESSAGES.genericError);
      }
      return;
    }
    if (await completeLogin()) {
      toast.success(PASSWORD_CHANGED);
      await navigate('/', { replace: true });
    }
  });

  return (
    <AuthPageFrame title="Crea una contraseña nueva">
      {problem ? (
        <div>
          <p role="alert" className="text-lg font-medium text-danger">
            {LINK_MESSAGES[problem]}
          </p>
          <p className="mt-4 text-ink-muted">Pide otro enlace: te lo enviaremos a tu correo.</p>
          <button type="button" onClick={() => openModal('recover')} className={`${primaryButtonClass} mt-4`}>
            Pedir un enlace nuevo
          </button>
          <p className="mt-8">
            <Link to="/" className={linkButtonClass}>
              Ir a la portada
            </Link>
          </p>
        </div>
      ) : (
        <Form form={form} onSubmit={onSubmit} aria-label="Nueva contraseña">
          <PasswordField
            {...form.field('password')}
            label="Contraseña nueva"
            autoComplete="new-password"
            hint="Al menos 8 caracteres."
          />
          <PasswordField {...form.field('confirmation')} label="Repite la contraseña" autoComplete="new-password" />
          <SubmitButton busy={form.isSubmitting} busyLabel="Guardando…">
            Guardar y entrar
          </SubmitButton>
        </Form>
      )}
    </AuthPageFrame>
  );
}
