import { useState } from 'react';
import {
  FILE_RULES,
  READ_MESSAGES,
  READ_SAMPLE_SECONDS,
  READ_SCRIPT_MAX_CHARS,
  READ_STATE_LABELS,
  submitReadScriptSchema,
  type ReadApproval,
} from '@patrocina/domain';
import { FilePickButton, useFileUpload } from '@/components/file-pick';
import { Form, SubmitButton, TextAreaField, useZodForm } from '@/components/form';
import { toast } from '@/lib/toast';
import { uploadFile } from '@/lib/upload-file';
import { runAndTell } from '@/lib/user-message';
import { useRead, useSubmitReadSample, useSubmitReadScript } from '../api/read-approval';
import { ReadRounds } from './read-rounds';

/** What the podcaster reads about where the read stands. */
const STATE_HINTS: Record<ReadApproval['state'], string> = {
  NOT_NEEDED: READ_MESSAGES.notNeeded,
  OPTED_OUT: 'El anunciante no pide aprobar la lectura: puedes emitir cuando quieras.',
  DUE: 'Antes de emitir, envía al anunciante el guion que vas a leer o una muestra grabada. Si no contesta en 2 días laborables, cuenta como aprobada.',
  WAITING: 'El anunciante la está revisando. Si no contesta en 2 días laborables, cuenta como aprobada.',
  CHANGES_REQUESTED: 'El anunciante ha pedido cambios: envía un guion nuevo o una muestra grabada.',
  APPROVED: 'Ya puedes emitir las acciones y registrarlas cuando salgan.',
};

function ScriptForm({ campaignId, podcastId }: { campaignId: string; podcastId: string }) {
  const submit = useSubmitReadScript(campaignId, podcastId);
  const form = useZodForm(submitReadScriptSchema, { script: '' });
  const onSubmit = form.handleSubmit(async (input) => {
    // On success the read waits for its answer and this form gives way to the round; on a refusal the text stays.
    await runAndTell(() => submit.mutateAsync(input), 'Guion enviado al anunciante');
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Enviar el guion" className="mt-3 space-y-3">
      <TextAreaField
        {...form.field('script')}
        label="Guion de la lectura"
        hint="Lo que vas a decir en el episodio, tal cual."
        maxLength={READ_SCRIPT_MAX_CHARS}
        rows={5}
      />
      <SubmitButton busy={form.isSubmitting} busyLabel="Enviando…">
        Enviar el guion
      </SubmitButton>
    </Form>
  );
}

function SampleUpload({ campaignId, podcastId }: { campaignId: string; podcastId: string }) {
  const submit = useSubmitReadSample(campaignId, podcastId);
  const id = `read-sample-${campaignId}-${podcastId}`;
  const upload = useFileUpload(async (file) => {
    const uploaded = await uploadFile(file, 'read-sample');
    await submit.mutateAsync({ fileId: uploaded.id });
    toast.success('Muestra grabada enviada al anunciante');
  });
  return (
    <div className="mt-3">
      <p id={`${id}-label`} className="text-sm font-semibold">
        Muestra grabada
      </p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        Un MP3 de {READ_SAMPLE_SECONDS.min} a {READ_SAMPLE_SECONDS.max} segundos, hasta{' '}
        {FILE_RULES['read-sample'].maxMb} MB.
      </p>
      <div className="mt-2">
        <FilePickButton
          id={id}
          accept=".mp3,audio/mpeg"
          disabled={upload.busy}
          error={upload.failure}
          errorId={`${id}-error`}
          hintId={`${id}-hint`}
          labelledBy={`${id}-label`}
          onPick={(file) => void upload.choose(file)}
        >
          {upload.busy ? 'Subiendo…' : 'Subir la muestra'}
        </FilePickButton>
      </div>
      {upload.failure ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {upload.failure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * «Lectura» on the podcaster's hired campaign (issue 20): where the read stands in words, the script
 * form (counted to 2.000) or a recorded sample while it is theirs to send, and every round with its answer.
 */
export function ReadSection({ campaignId, podcastId }: { campaignId: string; podcastId: string }) {
  const query = useRead(campaignId, podcastId);
  const [mode, setMode] = useState<'script' | 'sample'>('script');
  if (query.isPending) return <div className="mt-4 h-24 animate-pulse rounded-control bg-line" aria-hidden="true" />;
  if (query.isError) return null;
  const read = query.data;
  if (read.state === 'NOT_NEEDED') return null;
  const headingId = `read-${campaignId}-${podcastId}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-control border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          Lectura
        </h4>
        <span className="text-sm font-medium" data-read-state={read.state}>
          {READ_STATE_LABELS[read.state]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{STATE_HINTS[read.state]}</p>
      {read.canSubmit ? (
        <>
          <div role="group" aria-label="Cómo envías la lectura" className="mt-3 flex gap-2">
            <button
              type="button"
              aria-pressed={mode === 'script'}
              className={`rounded-pill border px-3 py-1 text-sm ${mode === 'script' ? 'border-accent-600 bg-accent-50 font-semibold' : 'border-line'}`}
              onClick={() => setMode('script')}
            >
              Escribir el guion
            </button>
            <button
              type="button"
              aria-pressed={mode === 'sample'}
              className={`rounded-pill border px-3 py-1 text-sm ${mode === 'sample' ? 'border-accent-600 bg-accent-50 font-semibold' : 'border-line'}`}
              onClick={() => setMode('sample')}
            >
              Subir una muestra grabada
            </button>
          </div>
          {mode === 'script' ? (
            <ScriptForm campaignId={campaignId} podcastId={podcastId} />
          ) : (
            <SampleUpload campaignId={campaignId} podcastId={podcastId} />
          )}
        </>
      ) : null}
      <ReadRounds read={read} />
    </section>
  );
}
