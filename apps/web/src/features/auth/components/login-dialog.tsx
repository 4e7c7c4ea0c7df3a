import { ModalDialog } from '@/components/form';
import { closeModal, modalStore, openModal, type ModalName } from '@/lib/modal-store';
import { setMethodType } from '../lib/client-state';
import { LoginForm } from './login-form';
import { RecoverForm } from './recover-form';
import { SignupForm } from './signup-form';

export type LoginFace = Extract<ModalName, 'login' | 'signup' | 'recover'>;

const TITLES: Record<LoginFace, string> = {
  login: 'Entrar',
  signup: 'Crear cuenta',
  recover: 'Recupera tu contraseña',
};

/** Moves between faces keeping the pending redirect; the face chosen is the remembered method (SPEC §4). */
function showFace(face: LoginFace) {
  if (face === 'login') setMethodType('LOGIN');
  if (face === 'signup') setMethodType('SIGN_UP');
  openModal(face, { redirectTo: modalStore.get().redirectTo });
}

/** One dialog, three faces: log in, sign up and password recovery. */
export function LoginDialog({ face }: { face: LoginFace }) {
  return (
    <ModalDialog title={TITLES[face]} onClose={closeModal} focusKey={face}>
      {face === 'login' ? (
        <LoginForm onForgotPassword={() => showFace('recover')} onSignUp={() => showFace('signup')} />
      ) : face === 'signup' ? (
        <SignupForm onLogIn={() => showFace('login')} />
      ) : (
        <RecoverForm onLogIn={() => showFace('login')} />
      )}
    </ModalDialog>
  );
}
