import { useId } from 'react';
import { buttonClass } from './button';
import { FilePickButton, useFileUpload } from './file-pick';
import { OptionalMark } from './form/field';
import { SafeImage } from './safe-image';

interface ImageUploadProps {
  label: string;
  /** Marks the legend «(opcional)» as every form does. */
  optional?: boolean;
  /** The rule the image must meet, said before choosing ("1440 x 360 px, JPG, PNG o WebP"). */
  hint: string;
  /** The uploaded image's address, for the preview. */
  previewUrl: string | null;
  /** Uploads the chosen file; rejects with a message the user can act on. */
  onUpload: (file: File) => Promise<void>;
  onRemove?: () => void;
  /** A form error (e.g. the image is required). */
  error?: string | undefined;
  /** Width / height of the preview box, to keep the image's proportions. */
  aspect: string;
  /** The preview box's width classes: the full column by default, a fixed size where SPEC §9 sets one. */
  previewWidth?: string;
  name?: string;
  /** The types the picker offers; the server decides by content anyway (packages/domain files.ts). */
  accept?: string;
}

/**
 * Choose an image, upload it at once and preview it. The server checks the real type and the exact
 * size; its Spanish message is shown under the field and nothing else changes.
 */
export function ImageUpload({
  label,
  hint,
  previewUrl,
  onUpload,
  onRemove,
  error,
  aspect,
  previewWidth = 'w-full max-w-xl',
  name,
  accept = 'image/jpeg,image/png,image/webp',
  optional = false,
}: ImageUploadProps) {
  const id = useId();
  const { busy, failure, choose } = useFileUpload(onUpload);
  const shownError = failure ?? error;

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {label}
        {optional ? <OptionalMark /> : null}
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-ink-muted">
        {hint}
      </p>
      <div
        className={`relative ${previewWidth} overflow-hidden rounded-control border border-dashed border-ink-muted/50 bg-surface-muted`}
        style={{ aspectRatio: aspect }}
      >
        {previewUrl ? (
          <SafeImage src={previewUrl} alt="" lazy={false} className="size-full object-cover" />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">Sin imagen</span>
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-surface/80 font-medium" role="status">
            Subiendo…
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <FilePickButton
          id={id}
          name={name}
          accept={accept}
          error={shownError}
          errorId={`${id}-error`}
          hintId={`${id}-hint`}
          onPick={(file) => void choose(file)}
        >
          {previewUrl ? 'Cambiar la imagen' : 'Subir una imagen'}
          <span className="sr-only">: {label}</span>
        </FilePickButton>
        {previewUrl && onRemove ? (
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemove}>
            Quitar <span className="sr-only">{label}</span>
          </button>
        ) : null}
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
