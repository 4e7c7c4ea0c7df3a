import { useState } from 'react';
import { ACCOUNT_MESSAGES, changeOwnPasswordSchema } from '@patrocina/domain';
import { PasswordField, useZodForm } from '@/components/form';
import { toast } from '@/lib/toast';
import { useChangeOwnPassword } from '../api/change-password';
import { AccountForm, sendOrTell } from './account-form';
import { AccountSection } from './section';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangeOwnPassword();
  const form = useZodForm(changeOwnPasswordSchema, { currentPassword: '', newPassword: '' });

  const onSubmit = form.handleSubmit(async (body) => {
    // «Contraseña incorrecta» (SPEC §8) belongs under the field it is about.
    if (!(await sendOrTell(form, PASSWORD_FIELDS, () => change.mutateAsync(body)))) return;
    toast.success(ACCOUNT_MESSAGES.passwordChanged);
    onChanged();
  });

  return (
    <AccountForm
      form={form}
      onSubmit={onSubmit}
      label="Cambiar contraseña"
      submit={{ label: 'Cambiar contraseña', busyLabel: 'Guardando…' }}
    >
      <PasswordField {...form.field('currentPassword')} label="Contraseña actual" autoComplete="current-password" />
      <PasswordField
        {...form.field('newPassword')}
        label="Contraseña nueva"
        autoComplete="new-password"
        hint="Al menos 8 caracteres."
      />
    </AccountForm>
  );
}

/** «Cambiar contraseña»: after a change the form starts over empty, as a fresh form would. */
export function PasswordSection() {
  const [round, setRound] = useState(0);
  return (
    <AccountSection id="password" title="Cambiar contraseña">
      <p className="mb-4 text-sm text-ink-muted">
        Al cambiarla cerraremos tus demás sesiones y te avisaremos por correo.
      </p>
      <PasswordForm key={round} onChanged={() => setRound((value) => value + 1)} />
    </AccountSection>
  );
}
