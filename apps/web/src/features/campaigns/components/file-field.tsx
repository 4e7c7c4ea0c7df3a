import { useEffect, useId, useState } from 'react';
import { buttonClass } from '@/components/button';
import { FilePickButton, useFileUpload } from '@/components/file-pick';
import { OptionalMark } from '@/components/form';
import { uploadFile } from '@/lib/upload-file';
import { canKeepFiles, forgetDraftFile, keepDraftFile, type DraftFileSlot } from '../lib/draft-files';
import { checkFileLocally } from '../lib/local-file-check';

interface FileFieldProps {
  label: string;
  hint: string;
  kind: DraftFileSlot;
  accept: string;
  fileName: string | null;
  /** The file is kept in the browser, waiting for the login to go up (docs/decisions/0019). */
  local: boolean;
  onUploaded: (file: { id: string; name: string }) => void;
  /** A visitor's file, checked here and kept in the browser. */
  onKept: (file: { name: string }) => void;
  onRemove: () => void;
  error?: string | undefined;
  /** Signed in, a file goes to the server at once; a visitor's waits in the browser until the login. */
  signedIn: boolean;
  /** Marks the label «(opcional)» as every form does. */
  optional?: boolean;
}

/** Whether this browser keeps files across a reload; null while it is being asked. */
function useCanKeepFiles(asking: boolean): boolean | null {
  const [can, setCan] = useState<boolean | null>(null);
  useEffect(() => {
    if (!asking) return;
    let live = true;
    void canKeepFiles().then((answer) => live && setCan(answer));
    return () => {
      live = false;
    };
  }, [asking]);
  return can;
}

/**
 * A document, audio or image attached to the brief. Signed in, it is uploaded when chosen and checked
 * by content on the server; a visitor's is checked with the same rules here and kept in the browser,
 * to go up right after the login.
 */
export function FileField({
  label,
  hint,
  kind,
  accept,
  fileName,
  local,
  onUploaded,
  onKept,
  onRemove,
  error,
  signedIn,
  optional = false,
}: FileFieldProps) {
  const id = useId();
  const keepsFiles = useCanKeepFiles(!signedIn);
  const { busy, failure, choose } = useFileUpload(async (file) => {
    if (signedIn) {
      const uploaded = await uploadFile(file, kind);
      onUploaded({ id: uploaded.id, name: uploaded.name });
      return;
    }
    const refused = await checkFileLocally(file, kind);
    if (refused) throw new Error(refused);
    await keepDraftFile(kind, file);
    onKept({ name: file.name });
  });
  const shownError = failure ?? error;
  const remove = () => {
    if (local) void forgetDraftFile(kind);
    onRemove();
  };

  const picker = (
    <FilePickButton
      id={`${id}-input`}
      accept={accept}
      disabled={busy}
      error={shownError}
      errorId={`${id}-error`}
      hintId={`${id}-hint`}
      labelledBy={`${id}-label`}
      onPick={(file) => void choose(file)}
    >
      {fileName ? 'Cambiar' : 'Elegir un archivo'}
      <span className="sr-only">: {label}</span>
    </FilePickButton>
  );

  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-ink" id={`${id}-label`}>
        {label}
        {optional ? <OptionalMark /> : null}
      </p>
      <p className="mb-2 text-sm text-ink-muted" id={`${id}-hint`}>
        {signedIn ? hint : `${hint} Lo guardamos en este navegador y lo enviamos en cuanto entres en tu cuenta.`}
      </p>
      {!signedIn && keepsFiles === false ? (
        <p className="mb-2 rounded-control bg-surface-muted px-3 py-2 text-sm">
          Tu navegador no nos deja guardar archivos: lo enviaremos si entras sin recargar la página; si la recargas,
          tendrás que adjuntarlo de nuevo.
        </p>
      ) : null}
      {fileName ? (
        <div className="flex flex-wrap items-center gap-3 rounded-control border border-line px-3 py-2">
          <span className="min-w-0 flex-1 truncate font-medium">
            {fileName}
            {local ? <span className="ml-2 text-sm font-normal text-ink-muted">(se enviará al entrar)</span> : null}
          </span>
          {picker}
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={remove}
            aria-label={`Quitar ${fileName}`}
          >
            Quitar
          </button>
        </div>
      ) : (
        <div>{picker}</div>
      )}
      {busy ? (
        <p role="status" className="mt-1.5 text-sm text-ink-muted">
          {signedIn ? 'Subiendo y comprobando el archivo…' : 'Comprobando el archivo…'}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
