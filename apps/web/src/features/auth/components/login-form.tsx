import { loginSchema, MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import { EmailField, Form, PasswordField, SubmitButton, useZodForm } from '@/components/form';
import { closeModal, useModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { logIn } from '../api/auth-calls';
import { useCompleteLogin } from '../api/complete-login';
import { getMethodType, loggingInStore, setLoginProvider } from '../lib/client-state';
import { reportAuthError } from '../lib/report';
import { SocialSignIn } from './social-sign-in';
import { linkButtonClass } from './styles';

export function LoginForm({ onForgotPassword, onSignUp }: { onForgotPassword: () => void; onSignUp: () => void }) {
  const { redirectTo } = useModal();
  const completeLogin = useCompleteLogin();
  const form = useZodForm(loginSchema, { email: '', password: '' });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    loggingInStore.set(true);
    try {
      await logIn({ email, password, method: getMethodType() });
      setLoginProvider('email-password');
    } catch (error) {
      // SPEC §8 login failure: 403 is wrong credentials; anything else is logged and generic.
      if (error instanceof ApiError && error.status === 403) {
        toast.error(MESSAGES.loginFailed);
      } else {
        reportAuthError(error, 'LoginForm');
        toast.error(MESSAGES.genericError);
      }
      return;
    } finally {
      loggingInStore.set(false);
    }
    closeModal();
    await completeLogin({ redirectTo });
  });

  return (
    <>
      <SocialSignIn method="LOGIN" />
      <Form form={form} onSubmit={onSubmit} aria-label="Entrar con tu correo">
        <EmailField {...form.field('email')} />
        <PasswordField {...form.field('password')} label="Contraseña" autoComplete="current-password" />
        <div className="-mt-1 text-right">
          <button type="button" onClick={onForgotPassword} className={linkButtonClass}>
            ¿Has olvidado tu contraseña?
          </button>
        </div>
        <SubmitButton busy={form.isSubmitting} busyLabel="Entrando…">
          Entrar
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        ¿No tienes cuenta?{' '}
        <button type="button" onClick={onSignUp} className={linkButtonClass}>
          Regístrate
        </button>
      </p>
    </>
  );
}
