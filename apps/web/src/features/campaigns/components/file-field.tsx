import { useId } from 'react';
import type { FileKind } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { FilePickButton, useFileUpload } from '@/components/file-pick';
import { uploadFile } from '@/lib/upload-file';

interface FileFieldProps {
  label: string;
  hint: string;
  kind: FileKind;
  accept: string;
  fileName: string | null;
  onUploaded: (file: { id: string; name: string }) => void;
  onRemove: () => void;
  error?: string | undefined;
  /** Files go to the server at once, which needs an account: a visitor is told when they can attach. */
  signedIn: boolean;
}

/** A document or audio file attached to the brief: uploaded when chosen, checked by content on the server. */
export function FileField({
  label,
  hint,
  kind,
  accept,
  fileName,
  onUploaded,
  onRemove,
  error,
  signedIn,
}: FileFieldProps) {
  const id = useId();
  const { busy, failure, choose } = useFileUpload(async (file) => {
    const uploaded = await uploadFile(file, kind);
    onUploaded({ id: uploaded.id, name: uploaded.name });
  });
  const shownError = failure ?? error;

  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-ink" id={`${id}-label`}>
        {label}
      </p>
      <p className="mb-2 text-sm text-ink-muted" id={`${id}-hint`}>
        {signedIn ? hint : `${hint} Podrás adjuntarlo cuando entres en tu cuenta, sin perder lo que has escrito.`}
      </p>
      {fileName ? (
        <div className="flex flex-wrap items-center gap-3 rounded-control border border-line px-3 py-2">
          <span className="min-w-0 flex-1 truncate font-medium">{fileName}</span>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemove}>
            Quitar
          </button>
        </div>
      ) : signedIn ? (
        <div>
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
            Elegir un archivo<span className="sr-only">: {label}</span>
          </FilePickButton>
        </div>
      ) : null}
      {busy ? (
        <p role="status" className="mt-1.5 text-sm text-ink-muted">
          Subiendo y comprobando el archivo…
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
