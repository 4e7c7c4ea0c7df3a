import { useState } from 'react';
import { ACCOUNT_MESSAGES, changeOwnPasswordSchema } from '@patrocina/domain';
import { applyServerFieldErrors, Form, PasswordField, SubmitButton, useZodForm } from '@/components/form';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { useChangeOwnPassword } from '../api/change-password';
import { AccountSection } from './section';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangeOwnPassword();
  const form = useZodForm(changeOwnPasswordSchema, { currentPassword: '', newPassword: '' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
    } catch (error) {
      // «Contraseña incorrecta» (SPEC §8) belongs under the field it is about; what was typed stays.
      if (!applyServerFieldErrors(form, error, PASSWORD_FIELDS)) toast.error(userMessageOf(error));
      return;
    }
    toast.success(ACCOUNT_MESSAGES.passwordChanged);
    onChanged();
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Cambiar contraseña" className="flex max-w-md flex-col gap-4">
      <PasswordField {...form.field('currentPassword')} label="Contraseña actual" autoComplete="current-password" />
      <PasswordField
        {...form.field('newPassword')}
        label="Contraseña nueva"
        autoComplete="new-password"
        hint="Al menos 8 caracteres."
      />
      <SubmitButton busy={form.isSubmitting} busyLabel="Guardando…">
        Cambiar contraseña
      </SubmitButton>
    </Form>
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
