import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, FILE_RULES, type Me } from '@patrocina/domain';
import { Avatar } from '@/components/avatar';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';

/** A local address for the chosen file, to show it at once while it uploads (where the browser can). */
function localPreviewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * «Foto de perfil»: choose an image, see it at once, and it is saved (the server checks it by its
 * content and keeps a square copy); «Quitar foto» asks first. The header's avatar follows, since
 * both read the same user.
 */
export function AvatarPicker({ me }: { me: Me }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewRef = useRef<string | null>(null);
  const rule = FILE_RULES.avatar;

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function choose(file: File | undefined) {
    if (!file || upload.isPending) return;
    setError(null);
    const local = localPreviewOf(file);
    previewRef.current = local;
    setPreview(local);
    upload.mutate(file, {
      onSuccess: () => toast.success(ACCOUNT_MESSAGES.avatarSaved),
      // The server's reason (SPEC §5 file errors) stays under the picker; the old photo comes back.
      onError: (failure) => setError(userMessageOf(failure)),
      onSettled: () => {
        if (local) URL.revokeObjectURL(local);
        previewRef.current = null;
        setPreview(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  }

  function confirmRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(ACCOUNT_MESSAGES.avatarRemoved);
      },
      onError: (failure) => {
        setConfirming(false);
        toast.error(userMessageOf(failure));
      },
    });
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">Foto de perfil</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative">
          <Avatar
            src={preview ?? me.avatar}
            alt={preview ? 'Vista previa de tu nueva foto' : 'Tu foto de perfil'}
            size="lg"
          />
          {upload.isPending ? (
            <span
              role="status"
              className="absolute inset-0 flex items-center justify-center rounded-pill bg-surface/80 text-xs font-medium"
            >
              Subiendo…
            </span>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="peer sr-only"
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <label
              htmlFor={id}
              className={`${buttonClass('secondary', 'sm')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600`}
            >
              {me.avatar ? 'Cambiar foto' : 'Subir foto'}
            </label>
            {me.avatar ? (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                onClick={() => setConfirming(true)}
                disabled={upload.isPending}
              >
                Quitar foto
              </button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            JPG, PNG o WebP de hasta {rule.maxMb} MB. La recortaremos en un cuadrado.
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="¿Quitar tu foto de perfil?"
          confirmLabel="Quitar foto"
          onConfirm={confirmRemove}
          onCancel={() => setConfirming(false)}
          busy={remove.isPending}
        >
          Verás la imagen por defecto en su lugar. Puedes subir otra cuando quieras.
        </ConfirmDialog>
      ) : null}
    </fieldset>
  );
}
