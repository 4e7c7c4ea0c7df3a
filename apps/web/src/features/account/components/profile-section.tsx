import { useId } from 'react';
import type { Me } from '@patrocina/domain';
import { Checkbox } from '@/components/form';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { useUpdateMe } from '@/lib/update-me';
import { AvatarPicker } from './avatar-picker';
import { ProfileForm } from './profile-form';
import { AccountSection } from './section';

/**
 * «Tu perfil»: the photo (saved as soon as it is chosen), the username and phone (saved with their
 * button), the e-mail (read-only) and the newsletter opt-in, saved as soon as it is ticked.
 */
export function ProfileSection({ me }: { me: Me }) {
  const update = useUpdateMe();
  const id = useId();
  // While the PATCH is on its way the box shows what was asked, not the old answer.
  const newsletter =
    update.isPending && update.variables.newsletter !== undefined ? update.variables.newsletter : me.newsletter;

  function changeNewsletter(value: boolean) {
    if (update.isPending) return;
    update.mutate(
      { newsletter: value },
      {
        onSuccess: () => toast.success('Guardado'),
        onError: (error) => toast.error(userMessageOf(error)),
      },
    );
  }

  return (
    <AccountSection id="profile" title="Tu perfil">
      <div className="flex flex-col gap-6">
        <AvatarPicker me={me} />
        <dl>
          <dt className="text-sm text-ink-muted">Correo electrónico</dt>
          <dd className="mt-0.5 font-medium break-words">{me.email}</dd>
        </dl>
        <ProfileForm me={me} />
      </div>
      <div className="mt-5">
        <Checkbox
          id={`${id}-newsletter`}
          name="newsletter"
          value={newsletter}
          onValueChange={changeNewsletter}
          onBlur={() => undefined}
          error={undefined}
          label="Quiero recibir la newsletter de Patrocina"
        />
      </div>
    </AccountSection>
  );
}
