import { useDeferredValue, useState } from 'react';
import { USER_SCOPE_LABELS, USER_SCOPES, type AdminUser, type Me, type UserScope } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { runAndTell, userMessageOf } from '@/lib/user-message';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useBackofficeUsers } from '@/lib/backoffice-users';
import { createImpersonationLink, useChangeScope } from '../api/users';
import { SearchPanel } from './search-panel';

/** The admin's users: search, scope, and acting as one of them (issue 6). */
export function UsersPanel({ me }: { me: Me }) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const search = useBackofficeUsers(q);
  const changeScope = useChangeScope();
  const [actingAs, setActingAs] = useState<AdminUser | null>(null);
  const [entering, setEntering] = useState(false);

  async function onScope(user: AdminUser, scope: UserScope) {
    await runAndTell(
      () => changeScope.mutateAsync({ id: user.id, scope }),
      `${user.username} ahora es ${USER_SCOPE_LABELS[scope].toLowerCase()}`,
    );
  }

  async function enterAs(user: AdminUser) {
    setEntering(true);
    try {
      const { url } = await createImpersonationLink(user.id);
      // A full navigation: the session changes, and every cached answer belongs to the admin.
      window.location.assign(url);
    } catch (error) {
      toast.error(userMessageOf(error));
      setEntering(false);
      setActingAs(null);
    }
  }

  return (
    <SearchPanel title="Usuarios" searchLabel="Buscar por nombre o correo" text={text} onTextChange={setText}>
      {search.isPending ? (
        <p role="status" className="text-ink-muted">
          Buscando…
        </p>
      ) : search.isError ? (
        <p role="alert" className="text-danger">
          {userMessageOf(search.error)}
        </p>
      ) : search.data.length === 0 ? (
        <p className="text-ink-muted">Nadie coincide con «{q}».</p>
      ) : (
        <ul
          aria-label="Usuarios encontrados"
          className="divide-y divide-line rounded-card border border-line bg-surface"
        >
          {search.data.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{user.username}</p>
                <p className="truncate text-sm text-ink-muted">
                  {user.email} · desde el {formatDate(user.createdAt)}
                  {user.isAgency ? ' · agencia' : ''}
                  {user.emailVerified ? '' : ' · sin verificar'}
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <span className="sr-only">Permiso de {user.username}</span>
                <select
                  value={user.scope}
                  disabled={user.id === me.id || changeScope.isPending}
                  onChange={(event) => void onScope(user, event.target.value as UserScope)}
                  className="rounded-control border border-line-strong bg-surface px-2 py-1.5"
                >
                  {USER_SCOPES.map((scope) => (
                    <option key={scope} value={scope}>
                      {USER_SCOPE_LABELS[scope]}
                    </option>
                  ))}
                </select>
              </label>
              {user.scope === 'admin' ? null : (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setActingAs(user)}>
                  Entrar como {user.username}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {actingAs ? (
        <ConfirmDialog
          title={`¿Entrar como ${actingAs.username}?`}
          confirmLabel="Entrar en su cuenta"
          tone="primary"
          busy={entering}
          onConfirm={() => void enterAs(actingAs)}
          onCancel={() => setActingAs(null)}
        >
          Verás y harás lo mismo que {actingAs.username}, y quedará registrado con tu nombre. Saldrás de tu sesión: para
          terminar, cierra la sesión y vuelve a entrar con tu cuenta.
        </ConfirmDialog>
      ) : null}
    </SearchPanel>
  );
}
