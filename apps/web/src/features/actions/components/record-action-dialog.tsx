import { z } from 'zod';
import {
  actionTitle,
  recordActionSchema,
  type CampaignAction,
  type HiredCampaign,
  type PodcastEpisode,
} from '@patrocina/domain';
import {
  ChoiceGroup,
  DialogFormActions,
  Form,
  ModalDialog,
  SelectField,
  TextField,
  useZodForm,
} from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { usePodcastEpisodes } from '../api/get-podcast-episodes';
import { useRecordAction } from '../api/record-action';

type EpisodeSource = 'list' | 'link';

interface RecordValues extends Record<string, unknown> {
  source: EpisodeSource;
  episodeId: string;
  episodeUrl: string;
  adStart: string;
}

const SOURCE_OPTIONS = [
  { value: 'list', label: 'Elegirlo de la lista' },
  { value: 'link', label: 'Pegar el enlace' },
] as const;

/**
 * The contract's body from the field in use, checked by `recordActionSchema` itself. Its «choose the
 * episode» message sits on `episodeUrl`; while the list is in use it belongs on the list instead.
 */
const recordFormSchema = z
  .object({ source: z.enum(['list', 'link']), episodeId: z.string(), episodeUrl: z.string(), adStart: z.string() })
  .transform((values, context) => {
    const result = recordActionSchema.safeParse({
      episodeId: values.source === 'list' && values.episodeId ? values.episodeId : null,
      episodeUrl: values.source === 'link' ? values.episodeUrl : null,
      adStart: values.adStart,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field =
        issue.path[0] === 'episodeUrl' && values.source === 'list' ? 'episodeId' : String(issue.path[0] ?? '');
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return z.NEVER;
  });

const FORM_FIELDS = new Set(['episodeId', 'episodeUrl', 'adStart']);

function RecordActionForm({
  campaign,
  action,
  episodes,
  feedFailed,
  onClose,
  onChanged,
}: {
  campaign: HiredCampaign;
  action: CampaignAction;
  episodes: readonly PodcastEpisode[];
  feedFailed: boolean;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}) {
  const record = useRecordAction(onChanged);
  // Without feed episodes to choose from, the link is the only way.
  const canPick = episodes.length > 0;
  const form = useZodForm<typeof recordFormSchema, RecordValues>(recordFormSchema, {
    source: canPick ? 'list' : 'link',
    episodeId: '',
    episodeUrl: '',
    adStart: '',
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await record.mutateAsync({ campaignId: campaign.campaignId, actionId: action.id, input });
      toast.success('Emisión registrada. Dentro de 7 días podrás indicar sus primeras escuchas.');
      onClose();
    } catch (error) {
      // A refused field (an episode from before the campaign, a link) shows where it was typed.
      const fields =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((field) => FORM_FIELDS.has(field.path))
          : [];
      if (fields.length === 0) {
        toast.error(userMessageOf(error));
        return;
      }
      for (const field of fields) form.setFieldError(field.path, field.message);
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Emisión de la acción" className="space-y-5">
      {canPick ? (
        <ChoiceGroup
          legend="¿Cómo indicas el episodio?"
          {...form.radios('source')}
          options={SOURCE_OPTIONS}
          columns="sm:grid-cols-2"
        />
      ) : (
        <p className="text-sm text-ink-muted">
          {feedFailed ? 'No hemos podido leer los episodios de tu feed' : 'Aún no tenemos episodios de tu feed'}: pega
          el enlace del episodio.
        </p>
      )}
      {form.values.source === 'list' ? (
        <SelectField
          {...form.field('episodeId')}
          label="Episodio de tu feed"
          placeholder="Elige el episodio"
          options={episodes.map((episode) => ({
            value: episode.id,
            label: episode.publishedOn ? `${episode.title} · ${formatDate(episode.publishedOn)}` : episode.title,
          }))}
        />
      ) : (
        <TextField
          {...form.field('episodeUrl')}
          label="Enlace del episodio"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
        />
      )}
      <TextField
        {...form.field('adStart')}
        label="Minuto de inicio del anuncio"
        hint="por ejemplo 4:05"
        autoComplete="off"
      />
      <DialogFormActions busy={form.isSubmitting} busyLabel="Registrando…" onCancel={onClose}>
        Registrar emisión
      </DialogFormActions>
    </Form>
  );
}

/** «Registrar emisión»: the episode one action aired in, from the feed or as a link, and the minute its ad starts (SPEC §5). */
export function RecordActionDialog({
  campaign,
  action,
  onClose,
  onChanged,
}: {
  campaign: HiredCampaign;
  action: CampaignAction;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}) {
  const episodes = usePodcastEpisodes(campaign.podcast.id);
  // Episodes from before the campaign cannot be where its action aired (the API refuses them too).
  const eligible = (episodes.data ?? []).filter(
    (episode) => !campaign.range || episode.publishedOn === null || episode.publishedOn >= campaign.range.startsOn,
  );
  return (
    <ModalDialog title="Registrar emisión" onClose={onClose}>
      <p className="mb-5 text-ink-muted">
        {actionTitle(action.kind, action.position)} de {campaign.brand}: {campaign.name}
        {action.plannedOn ? `, prevista el ${formatDate(action.plannedOn)}` : ''}.
      </p>
      {episodes.isPending ? (
        <p role="status" className="text-ink-muted">
          Cargando los episodios de tu podcast…
        </p>
      ) : (
        <RecordActionForm
          campaign={campaign}
          action={action}
          episodes={eligible}
          feedFailed={episodes.isError}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </ModalDialog>
  );
}
