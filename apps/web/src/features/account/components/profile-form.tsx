import { ACCOUNT_MESSAGES, updateMeSchema, type Me } from '@patrocina/domain';
import { applyServerFieldErrors, Form, PhoneField, SubmitButton, TextField, useZodForm } from '@/components/form';
import { useUpdateMe } from '@/lib/me';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';

type ProfileValues = { username: string; prefix: string; phone: string };
const PROFILE_FIELDS = ['username', 'prefix', 'phone'] as const;

/** Empty phone boxes clear the phone: both null; one without the other is the schema's error. */
function toUpdate(values: ProfileValues) {
  return { username: values.username, prefix: values.prefix.trim() || null, phone: values.phone.trim() || null };
}

/**
 * The username and the phone with its prefix, checked by the same schema as `PATCH /users/me` (the
 * sign-up rules, SPEC §5 «Telefono formato incorrecto»). A refusal keeps what was typed.
 */
export function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateMe();
  const form = useZodForm(
    updateMeSchema,
    { username: me.username, prefix: me.prefix ?? '', phone: me.phone ?? '' },
    { prepare: toUpdate },
  );

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      if (!applyServerFieldErrors(form, error, PROFILE_FIELDS)) toast.error(userMessageOf(error));
      return;
    }
    toast.success(ACCOUNT_MESSAGES.saved);
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Tu perfil" className="flex max-w-md flex-col gap-4">
      <TextField {...form.field('username')} label="Nombre de usuario" autoComplete="nickname" maxLength={40} />
      <PhoneField
        label="Teléfono"
        optional
        hint="Con el prefijo de tu país, por ejemplo +34. Déjalo vacío para quitarlo."
        prefix={form.field('prefix')}
        number={form.field('phone')}
      />
      <SubmitButton busy={form.isSubmitting} busyLabel="Guardando…">
        Guardar cambios
      </SubmitButton>
    </Form>
  );
}
