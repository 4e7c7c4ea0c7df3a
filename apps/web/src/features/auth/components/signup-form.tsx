import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  createSignupSchema,
  DEFAULT_PRODUCT_NAME,
  emailSchema,
  MESSAGES,
  USERNAME_MAX_LENGTH,
} from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import {
  Checkbox,
  EmailField,
  Form,
  PasswordField,
  PhoneField,
  SubmitButton,
  TextField,
  useZodForm,
} from '@/components/form';
import { closeModal, modalStore, openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { isEmailTaken, signUp } from '../api/auth-calls';
import { setAfterVerify, setSignupEmail } from '../lib/client-state';
import { reportAuthError } from '../lib/report';
import { SocialSignIn } from './social-sign-in';
import { linkButtonClass } from './styles';

// Built once: the schema is the API's own, with the product name of the terms message.
const signupSchema = createSignupSchema(DEFAULT_PRODUCT_NAME);

interface SignupValues extends Record<string, unknown> {
  email: string;
  password: string;
  username: string;
  prefix: string;
  phone: string;
  newsletter: boolean;
  terms: boolean;
}

const initialValues: SignupValues = {
  email: '',
  password: '',
  username: '',
  prefix: '+34',
  phone: '',
  newsletter: false,
  terms: false,
};

/** The phone is optional: with no number, no prefix is sent either (the schema wants both or none). */
function toSignupInput(values: SignupValues): Record<string, unknown> {
  const hasPhone = values.phone.trim() !== '';
  return {
    email: values.email,
    password: values.password,
    username: values.username,
    phone: hasPhone ? values.phone : undefined,
    prefix: hasPhone ? values.prefix : undefined,
    newsletter: values.newsletter,
    terms: values.terms,
  };
}

export function SignupForm({ onLogIn }: { onLogIn: () => void }) {
  const navigate = useNavigate();
  // One check per address: blur and submit ask the same question.
  const checked = useRef(new Map<string, Promise<boolean>>());

  /** SPEC §5 freeEmail: taken, or a check that fails, is invalid. */
  function checkFreeEmail(email: string): Promise<boolean> {
    let pending = checked.current.get(email);
    if (!pending) {
      pending = isEmailTaken(email).then(
        (taken) => !taken,
        (error: unknown) => {
          checked.current.delete(email);
          reportAuthError(error, 'SignupForm.freeEmail');
          return false;
        },
      );
      checked.current.set(email, pending);
    }
    return pending;
  }

  const form = useZodForm(signupSchema, initialValues, {
    prepare: toSignupInput,
    validateAsync: async (data) => ((await checkFreeEmail(data.email)) ? {} : { email: MESSAGES.emailTaken }),
  });

  const latestEmail = useRef('');
  useEffect(() => {
    latestEmail.current = form.values.email;
  });

  const emailField = form.field('email');
  async function onEmailBlur() {
    emailField.onBlur();
    const value = form.values.email;
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success) return;
    const free = await checkFreeEmail(parsed.data);
    // Only if the field still holds the address that was checked.
    if (!free && value === latestEmail.current) form.setFieldError('email', MESSAGES.emailTaken);
  }

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const { email } = await signUp(data);
      setSignupEmail(email);
      setAfterVerify(modalStore.get().redirectTo);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        form.setFieldError('email', MESSAGES.emailTaken);
        return;
      }
      reportAuthError(error, 'SignupForm');
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.genericError);
      return;
    }
    closeModal();
    await navigate('/check-email');
    openModal('agency');
  });

  return (
    <>
      <SocialSignIn method="SIGN_UP" />
      <Form form={form} onSubmit={onSubmit} aria-label="Crear una cuenta">
        <EmailField {...emailField} onBlur={() => void onEmailBlur()} />
        <PasswordField
          {...form.field('password')}
          label="Contraseña"
          autoComplete="new-password"
          hint="Al menos 8 caracteres."
        />
        <TextField
          {...form.field('username')}
          label="Nombre de usuario"
          autoComplete="username"
          maxLength={USERNAME_MAX_LENGTH}
        />
        <PhoneField label="Teléfono" optional prefix={form.field('prefix')} number={form.field('phone')} />
        <Checkbox
          {...form.field('newsletter')}
          summaryLabel="Novedades"
          label="Quiero recibir novedades y consejos por correo."
        />
        <Checkbox
          {...form.field('terms')}
          required
          summaryLabel="Términos y condiciones"
          label={
            <>
              He leído y acepto los{' '}
              <Link to="/legal" target="_blank" className={linkButtonClass}>
                términos y condiciones
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
              </Link>{' '}
              de {DEFAULT_PRODUCT_NAME}.
            </>
          }
        />
        <SubmitButton busy={form.isSubmitting} busyLabel="Creando tu cuenta…">
          Crear cuenta
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        ¿Ya tienes cuenta?{' '}
        <button type="button" onClick={onLogIn} className={linkButtonClass}>
          Entra
        </button>
      </p>
    </>
  );
}
