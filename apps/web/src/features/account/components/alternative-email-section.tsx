import { useState } from 'react';
import { ALTERNATIVE_EMAIL_MESSAGES, alternativeEmailSchema, type Me } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmailField, useZodForm } from '@/components/form';
import { runAndTell } from '@/lib/user-message';
import { useRemoveAlternativeEmail, useRequestAlternativeEmail } from '../api/alternative-email';
import { AccountForm, sendOrTell } from './account-form';
import { AccountSection } from './section';

const ALTERNATIVE_FIELDS = ['email', 'confirmation'] as const;

function AlternativeEmailForm({ onSent, submitLabel }: { onSent: (address: string) => void; submitLabel: string }) {
  const request = useRequestAlternativeEmail();
  const form = useZodForm(alternativeEmailSchema, { email: '', confirmation: '' });

  const onSubmit = form.handleSubmit(async (body) => {
    // The API's refusals («ese ya es tu correo principal») go under their field.
    const sent = await sendOrTell(form, ALTERNATIVE_FIELDS, () => request.mutateAsync(body));
    if (sent) onSent(sent.answer.sentTo);
  });

  return (
    <AccountForm
      form={form}
      onSubmit={onSubmit}
      label="Tu correo alternativo"
      submit={{ label: submitLabel, busyLabel: 'Enviando…' }}
    >
      <EmailField {...form.field('email')} label="Nuevo correo alternativo" />
      <EmailField
        {...form.field('confirmation')}
        label="Repite el correo alternativo"
        autoComplete="off"
        hint="Escríbelo otra vez para asegurarnos de que no hay erratas."
      />
    </AccountForm>
  );
}

function RemoveButton() {
  const remove = useRemoveAlternativeEmail();
  const [confirming, setConfirming] = useState(false);
  async function confirm() {
    await runAndTell(() => remove.mutateAsync(), ALTERNATIVE_EMAIL_MESSAGES.removed);
    setConfirming(false);
  }
  return (
    <>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConfirming(true)}>
        Quitar
      </button>
      {confirming ? (
        <ConfirmDialog
          title="¿Quitar tu correo alternativo?"
          confirmLabel="Quitar correo"
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
          busy={remove.isPending}
        >
          Dejaremos de tenerlo en tu cuenta. Podrás añadir otro cuando quieras.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * «Correo alternativo» (SPEC §2 My account, §5): another address of the user, entered twice and saved
 * only when the button of the link we e-mail to it is pressed (the page at /me/alternative-email).
 */
export function AlternativeEmailSection({ me }: { me: Me }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const current = me.alternativeEmail;

  return (
    <AccountSection id="alternative-email" title="Correo alternativo">
      {current ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-control bg-surface-muted px-4 py-3">
          <p>
            <span className="text-sm text-ink-muted">Confirmado: </span>
            <span className="font-medium break-all">{current}</span>
          </p>
          <RemoveButton />
        </div>
      ) : (
        <p className="mb-4 text-sm text-ink-muted">
          Añade otra dirección tuya. Te enviaremos un enlace para confirmarla; tu correo para entrar sigue siendo{' '}
          {me.email}.
        </p>
      )}
      {sentTo ? (
        <div
          role="status"
          className="mb-4 rounded-control border border-accent-200 bg-accent-50 px-4 py-3 text-accent-900"
        >
          {ALTERNATIVE_EMAIL_MESSAGES.sent.replace('{email}', sentTo)}
        </div>
      ) : null}
      <AlternativeEmailForm
        key={round}
        submitLabel={current ? 'Cambiar correo alternativo' : 'Añadir correo alternativo'}
        onSent={(address) => {
          setSentTo(address);
          setRound((value) => value + 1);
        }}
      />
    </AccountSection>
  );
}
