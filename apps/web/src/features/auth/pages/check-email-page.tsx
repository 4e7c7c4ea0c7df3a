import { useState } from 'react';
import { Link } from 'react-router';
import { openModal } from '@/lib/modal-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getSignupEmail } from '../lib/client-state';
import { linkButtonClass, primaryButtonClass } from '../components/styles';
import { AuthPageFrame } from './page-frame';

/** After sign-up (SPEC §2 /check-email): the confirmation link is on its way. */
export function CheckEmailPage() {
  useDocumentTitle('Revisa tu correo');
  const [email] = useState(getSignupEmail);

  return (
    <AuthPageFrame title="Revisa tu correo">
      <p className="text-lg text-ink">
        Te hemos enviado un enlace de confirmación
        {email ? (
          <>
            {' '}
            a <strong className="font-semibold break-all">{email}</strong>
          </>
        ) : null}
        . Ábrelo para activar tu cuenta y empezar.
      </p>
      <p className="mt-4 text-ink-muted">Puede tardar unos minutos. Si no lo ves, mira en la carpeta de spam.</p>
      <div className="mt-8 rounded-card border border-line bg-surface-muted p-5">
        <h2 className="font-semibold">¿No te ha llegado?</h2>
        <p className="mt-2 text-sm text-ink-muted">
          Entra con tu correo y contraseña y te ofreceremos reenviarte el enlace. Si no recuerdas la contraseña,{' '}
          <button type="button" onClick={() => openModal('recover')} className={linkButtonClass}>
            crea una nueva
          </button>
          .
        </p>
        <button type="button" onClick={() => openModal('login')} className={`${primaryButtonClass} mt-4`}>
          Entrar y reenviar el enlace
        </button>
      </div>
      <p className="mt-8">
        <Link to="/" className={linkButtonClass}>
          Volver a la portada
        </Link>
      </p>
    </AuthPageFrame>
  );
}
