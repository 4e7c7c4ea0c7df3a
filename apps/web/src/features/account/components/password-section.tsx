import { useState } from 'react';
import { ACCOUNT_MESSAGES, changeOwnPasswordSchema } from '@patrocina/domain';
import { Form, PasswordField, SubmitButton, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { useChangeOwnPassword } from '../api/change-password';
import { AccountSection } from './section';

const FORM_FIELDS = new Set(['currentPassword', 'newPassword'] as const);
type PasswordFieldName = 'currentPassword' | 'newPassword';

function isFormField(path: string): path is PasswordFieldName {
  return FORM_FIELDS.has(path as PasswordFieldName);
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangeOwnPassword();
  const form = useZodForm(changeOwnPasswordSchema, { currentPassword: '', newPassword: '' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
    } catch (error) {
      // «Contraseña incorrecta» (SPEC §8) belongs under the field it is about; what was typed stays.
      const fields = error instanceof ApiError && error.status === 400 ? error.fields.filter((field) => isFormField(field.path)) : [];
      if (fields.length === 0) {
        toast.error(userMessageOf(error));
        return;
      }
      for (const field of fields) if (isFormField(field.path)) form.setFieldError(field.path, field.message);
      return;
    }
    toast.success(ACCOUNT_MESSAGES.passwordChanged);
    onChanged();
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Cambiar contraseña" className="flex max-w-md flex-col gap-4">
      <PasswordField {...form.field('currentPassword')} label="Contraseña actual" autoComplete="current-password" />
      <PasswordField {...form.field('newPassword')} label="Contraseña nueva" autoComplete="new-password" hint="Al menos 8 caracteres." />
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
      <p className="mb-4 text-sm text-ink-muted">Al cambiarla cerraremos tus demás sesiones y te avisaremos por correo.</p>
      <PasswordForm key={round} onChanged={() => setRound((value) => value + 1)} />
    </AccountSection>
  );
}
