import { ACCOUNT_MESSAGES, updateMeSchema, type Me } from '@patrocina/domain';
import { PhoneField, TextField, useZodForm } from '@/components/form';
import { useUpdateMe } from '@/lib/update-me';
import { toast } from '@/lib/toast';
import { AccountForm, sendOrTell } from './account-form';

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
    if (await sendOrTell(form, PROFILE_FIELDS, () => update.mutateAsync(body))) toast.success(ACCOUNT_MESSAGES.saved);
  });

  return (
    <AccountForm
      form={form}
      onSubmit={onSubmit}
      label="Tu perfil"
      submit={{ label: 'Guardar cambios', busyLabel: 'Guardando…' }}
    >
      <TextField {...form.field('username')} label="Nombre de usuario" autoComplete="nickname" maxLength={40} />
      <PhoneField
        label="Teléfono"
        optional
        hint="Con el prefijo de tu país, por ejemplo +34. Déjalo vacío para quitarlo."
        prefix={form.field('prefix')}
        number={form.field('phone')}
      />
    </AccountForm>
  );
}
