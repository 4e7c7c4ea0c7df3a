import { useState, type ReactNode } from 'react';
import { buttonClass } from './button';

/**
 * Uploading the file someone picks, at once: busy while it goes, and the failure's message (the
 * server's Spanish reason) until the next pick.
 */
export function useFileUpload(upload: (file: File) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      await upload(file);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, choose };
}

/**
 * A file input behind a label that looks like a button: the browser's own control cannot be styled
 * or put in Spanish. The input is visually hidden (`peer`), so its label shows the focus ring; it is
 * emptied after each pick, so the same file can be picked again after a refusal.
 */
export function FilePickButton({
  id,
  accept,
  name,
  disabled,
  error,
  errorId,
  hintId,
  labelledBy,
  onPick,
  children,
}: {
  id: string;
  accept: string;
  name?: string | undefined;
  disabled?: boolean;
  error: string | null | undefined;
  errorId: string;
  hintId: string;
  labelledBy?: string;
  onPick: (file: File | undefined) => void;
  children: ReactNode;
}) {
  return (
    <>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        className="peer sr-only"
        aria-labelledby={labelledBy}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onPick(file);
        }}
      />
      <label
        htmlFor={id}
        className={`${buttonClass('secondary', 'sm')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600`}
      >
        {children}
      </label>
    </>
  );
}
