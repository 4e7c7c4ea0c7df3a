import { addPodcastSchema } from '@patrocina/domain';
import { Form, SubmitButton, TextField, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { useAddPodcast, type ClaimedPodcast } from '../api/claims';
import { userMessageOf } from '@/lib/user-message';

/**
 * Step "Añade tu podcast": the feed URL. The API reads the feed, so what goes wrong there (not a
 * feed, unreachable, already yours or someone else's) comes back as a message about this one field,
 * and the address stays in it to be corrected.
 */
export function AddPodcastForm({ onAdded }: { onAdded: (podcast: ClaimedPodcast) => void }) {
  const add = useAddPodcast();
  const form = useZodForm(addPodcastSchema, { feedUrl: '' });

  const onSubmit = form.handleSubmit(async ({ feedUrl }) => {
    try {
      const { podcast } = await add.mutateAsync(feedUrl);
      onAdded(podcast);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.find((item) => item.path === 'feedUrl') : undefined;
      const message = field?.message ?? userMessageOf(error);
      form.setFieldError('feedUrl', message);
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Añadir un podcast por su feed" className="space-y-4">
      <TextField
        {...form.field('feedUrl')}
        label="Dirección del feed RSS de tu podcast"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://tu-plataforma.com/feed.xml"
        hint="La encuentras en tu plataforma de alojamiento, normalmente en «Compartir» o «RSS». Es la misma que das a Apple Podcasts o Spotify."
      />
      <div className="sm:w-60">
        <SubmitButton busy={form.isSubmitting} busyLabel="Leyendo tu feed…">
          Buscar mi podcast
        </SubmitButton>
      </div>
    </Form>
  );
}
