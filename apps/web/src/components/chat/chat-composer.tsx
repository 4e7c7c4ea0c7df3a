import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_EXTENDED_FROM, CHAT_MAX_CHARS, FILE_FORMATS, FILE_MESSAGES, FILE_RULES } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { inputClass } from '@/components/form/field';

const ATTACHMENT_RULE = FILE_RULES['chat-attachment'];
/** What the picker offers: the formats the server takes, by type and by extension. */
export const CHAT_ATTACHMENT_ACCEPT = ATTACHMENT_RULE.formats
  .flatMap((format) => [
    FILE_FORMATS[format].mime,
    ...FILE_FORMATS[format].extensions.map((extension) => `.${extension}`),
  ])
  .join(',');

export interface ChatDraft {
  body: string;
  attachment: File | null;
}

interface ChatComposerProps {
  /** Sends the draft; resolves when the send is over, whatever its outcome. The composer clears itself then (SPEC §8). */
  onSend: (draft: ChatDraft) => Promise<void>;
  textAreaRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The text area, its count, the attachment picker and Enviar. Sending does nothing while the text is
 * empty or a send is in flight (SPEC §5); Ctrl+Enter or Cmd+Enter sends.
 */
/** How close to the limit the remaining characters start being announced. */
const NEAR_LIMIT = 100;

export function ChatComposer({ onSend, textAreaRef }: ChatComposerProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A ref as well as the state: a double click lands before React renders the disabled button.
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ownTextArea = useRef<HTMLTextAreaElement>(null);
  const textArea = textAreaRef ?? ownTextArea;
  const extended = body.length > CHAT_EXTENDED_FROM;
  const isEmpty = body.trim() === '';
  const isDisabled = isEmpty || sending;

  async function send() {
    if (inFlight.current || body.trim() === '') return;
    inFlight.current = true;
    // «Enviar» is disabled while the message goes and once the text is empty: focus waits in the text
    // area for the next message instead of falling to the page's body.
    textArea.current?.focus();
    setSending(true);
    try {
      await onSend({ body, attachment });
    } finally {
      inFlight.current = false;
      setSending(false);
      setBody('');
      clearAttachment();
    }
  }

  function clearAttachment() {
    setAttachment(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function choose(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    if (file.size > ATTACHMENT_RULE.maxMb * 1024 * 1024) {
      setFileError(FILE_MESSAGES.tooBig(ATTACHMENT_RULE.maxMb));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setAttachment(file);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form
      className="space-y-3 border-t border-line bg-surface px-5 py-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-body`} className="text-sm font-semibold">
            Tu mensaje
          </label>
          <span id={`${id}-count`} className="text-xs text-ink-muted tabular-nums">
            {body.length}/{CHAT_MAX_CHARS}
          </span>
          {/* Announced only near the limit, not at every key. */}
          <span className="sr-only" aria-live="polite">
            {CHAT_MAX_CHARS - body.length <= NEAR_LIMIT ? `Quedan ${CHAT_MAX_CHARS - body.length} caracteres` : ''}
          </span>
        </div>
        <textarea
          ref={textArea}
          id={`${id}-body`}
          value={body}
          maxLength={CHAT_MAX_CHARS}
          rows={extended ? 10 : 3}
          data-extended={extended ? 'true' : 'false'}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-count ${id}-hint`}
          className={`${inputClass} mt-1 resize-none ${extended ? 'min-h-64' : 'min-h-20'}`}
        />
        <p id={`${id}-hint`} className="sr-only">
          Pulsa Control o Comando más Intro para enviar.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {attachment ? (
          <p className="flex min-w-0 flex-1 items-center gap-2 text-sm">
            <span className="truncate font-medium" title={attachment.name}>
              {attachment.name}
            </span>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={clearAttachment}
              aria-label={`Quitar ${attachment.name}`}
            >
              Quitar
            </button>
          </p>
        ) : (
          <label
            className={`${buttonClass('secondary', 'sm')} cursor-pointer focus-within:outline-2 focus-within:outline-accent-600`}
          >
            <input
              ref={fileInput}
              type="file"
              accept={CHAT_ATTACHMENT_ACCEPT}
              className="sr-only"
              onChange={(event) => choose(event.target.files?.[0])}
            />
            Adjuntar archivo
          </label>
        )}
        <button
          type="submit"
          className={`${buttonClass('primary', 'sm')} ml-auto`}
          disabled={isDisabled}
          aria-disabled={isDisabled}
          aria-busy={sending || undefined}
        >
          Enviar
        </button>
      </div>
      {fileError ? (
        <p role="alert" className="text-sm text-danger">
          {fileError}
        </p>
      ) : null}
    </form>
  );
}
