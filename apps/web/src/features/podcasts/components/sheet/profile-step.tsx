import {
  FOLLOWER_RANGE_LABELS,
  PLATFORM_LINK_LABELS,
  PUBLICATION_FREQUENCY_LABELS,
  SHEET_LIMITS,
  SOCIAL_NETWORK_LABELS,
  sheetProfileSchema,
  type FollowerRange,
  type PlatformLink,
  type SheetProfile,
  type SocialNetwork,
} from '@patrocina/domain';
import { Checkbox, ChoiceGroup, OptionalMark, optionsOf, TextField, useZodForm } from '@/components/form';
import { ImageUpload } from '@/components/image-upload';
import { uploadPodcastImage } from '../../api/upload-image';
import { sizedImageUrl } from '@patrocina/domain/image-urls';
import { ListEditor, RowInput, RowSelect, StepForm } from './shared';
import { useStepForm, type StepProps } from './use-step-form';

interface ProfileValues extends Record<string, unknown> {
  headerImageId: string | null;
  extraImageIds: string[];
  presenters: { name: string }[];
  links: { platform: PlatformLink; url: string }[];
  frequency: string;
  socialNetworks: { network: SocialNetwork; followers: FollowerRange }[];
  hasRanking: boolean;
  rankingPosition: string;
  rankingCategory: string;
}

function toValues(profile: SheetProfile | null): ProfileValues {
  return {
    headerImageId: profile?.headerImageId ?? null,
    extraImageIds: profile?.extraImageIds ?? [],
    presenters: profile?.presenters ?? [{ name: '' }],
    links: profile?.links ?? [],
    frequency: profile?.frequency ?? '',
    socialNetworks: profile?.socialNetworks ?? [],
    hasRanking: profile?.ranking != null,
    rankingPosition: profile?.ranking ? String(profile.ranking.position) : '',
    rankingCategory: profile?.ranking?.category ?? '',
  };
}

function prepare(values: ProfileValues): unknown {
  return {
    headerImageId: values.headerImageId,
    extraImageIds: values.extraImageIds,
    presenters: values.presenters,
    links: values.links,
    frequency: values.frequency || undefined,
    socialNetworks: values.socialNetworks,
    ranking: values.hasRanking
      ? {
          position: values.rankingPosition.trim() === '' ? undefined : Number(values.rankingPosition),
          category: values.rankingCategory,
        }
      : null,
  };
}

const imageUrl = (fileId: string) => sizedImageUrl(`/api/v1/public/images/${fileId}`, 640);

/** Step 1, «Perfil del podcast»: images, presenters, links, frequency, social networks and ranking. */
export function ProfileStep({ podcastId, sheet, onSaved, onDirtyChange, submitLabel }: StepProps) {
  const form = useZodForm(sheetProfileSchema, toValues(sheet.profile), { prepare });
  const { values, setValue, errorAt } = form;
  const onSubmit = useStepForm({
    form,
    podcastId,
    step: 'profile',
    onSaved,
    onDirtyChange,
    initial: toValues(sheet.profile),
  });
  const unusedNetwork = (Object.keys(SOCIAL_NETWORK_LABELS) as SocialNetwork[]).find(
    (network) => !values.socialNetworks.some((item) => item.network === network),
  );

  return (
    <StepForm form={form} onSubmit={onSubmit} label="Perfil del podcast" submitLabel={submitLabel}>
      <ImageUpload
        label="Imagen de cabecera"
        hint="Exactamente 1440 x 360 píxeles, JPG, PNG o WebP. Es lo primero que ven los anunciantes en tu página."
        name="headerImageId"
        aspect="4 / 1"
        previewUrl={values.headerImageId ? imageUrl(values.headerImageId) : null}
        onUpload={async (file) => setValue('headerImageId', (await uploadPodcastImage(file, 'podcast-header')).id)}
        error={errorAt('headerImageId')}
      />

      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          Imágenes adicionales
          <OptionalMark />
        </legend>
        <p className="mb-2 text-sm text-ink-muted">
          Hasta {SHEET_LIMITS.extraImages} imágenes de exactamente 764 x 578 píxeles: el estudio, el equipo, un directo…
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {values.extraImageIds.map((fileId, index) => (
            <ImageUpload
              key={fileId}
              label={`Imagen adicional ${index + 1}`}
              hint="764 x 578 píxeles"
              aspect="764 / 578"
              previewUrl={imageUrl(fileId)}
              onUpload={async (file) => {
                const uploaded = await uploadPodcastImage(file, 'podcast-extra');
                setValue(
                  'extraImageIds',
                  values.extraImageIds.map((id, position) => (position === index ? uploaded.id : id)),
                );
              }}
              onRemove={() =>
                setValue(
                  'extraImageIds',
                  values.extraImageIds.filter((_, position) => position !== index),
                )
              }
            />
          ))}
          {values.extraImageIds.length < SHEET_LIMITS.extraImages ? (
            <ImageUpload
              label="Añadir una imagen adicional"
              hint="764 x 578 píxeles, JPG, PNG o WebP"
              aspect="764 / 578"
              previewUrl={null}
              onUpload={async (file) =>
                setValue('extraImageIds', [
                  ...values.extraImageIds,
                  (await uploadPodcastImage(file, 'podcast-extra')).id,
                ])
              }
              error={errorAt('extraImageIds')}
            />
          ) : null}
        </div>
      </fieldset>

      <ListEditor
        legend="Presentadores"
        items={values.presenters}
        max={SHEET_LIMITS.presenters}
        addLabel="Añadir presentador"
        itemName={(index) => `presentador ${index + 1}`}
        onAdd={() => setValue('presenters', [...values.presenters, { name: '' }])}
        onRemove={(index) =>
          setValue(
            'presenters',
            values.presenters.filter((_, position) => position !== index),
          )
        }
        error={errorAt('presenters')}
        renderItem={(presenter, index) => (
          <RowInput
            label={`Nombre del presentador ${index + 1}`}
            name="presenters"
            value={presenter.name}
            onChange={(name) =>
              setValue(
                'presenters',
                values.presenters.map((item, position) => (position === index ? { name } : item)),
              )
            }
            error={errorAt(`presenters.${index}.name`)}
          />
        )}
      />

      <ChoiceGroup
        legend="Frecuencia de publicación"
        {...form.radios('frequency')}
        options={optionsOf(PUBLICATION_FREQUENCY_LABELS)}
        error={errorAt('frequency')}
        columns="sm:grid-cols-5"
      />

      <ListEditor
        legend="Dónde se escucha"
        optional
        hint="Enlaces a tu podcast en otras plataformas."
        items={values.links}
        max={SHEET_LIMITS.links}
        addLabel="Añadir enlace"
        itemName={(index) => `enlace ${index + 1}`}
        onAdd={() => setValue('links', [...values.links, { platform: 'SPOTIFY', url: '' }])}
        onRemove={(index) =>
          setValue(
            'links',
            values.links.filter((_, position) => position !== index),
          )
        }
        renderItem={(link, index) => (
          <>
            <RowSelect
              label={`Plataforma del enlace ${index + 1}`}
              name="links"
              value={link.platform}
              options={optionsOf(PLATFORM_LINK_LABELS)}
              onChange={(platform) =>
                setValue(
                  'links',
                  values.links.map((item, position) =>
                    position === index ? { ...item, platform: platform as PlatformLink } : item,
                  ),
                )
              }
            />
            <RowInput
              label={`Dirección del enlace ${index + 1}`}
              name="links"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link.url}
              onChange={(url) =>
                setValue(
                  'links',
                  values.links.map((item, position) => (position === index ? { ...item, url } : item)),
                )
              }
              error={errorAt(`links.${index}.url`)}
            />
          </>
        )}
      />

      <ListEditor
        legend="Redes sociales"
        optional
        hint="Cuántos seguidores tiene el podcast en cada red."
        items={values.socialNetworks}
        max={SHEET_LIMITS.socialNetworks}
        addLabel="Añadir red social"
        itemName={(index) => `red social ${index + 1}`}
        onAdd={() =>
          unusedNetwork &&
          setValue('socialNetworks', [...values.socialNetworks, { network: unusedNetwork, followers: 'UP_TO_5K' }])
        }
        onRemove={(index) =>
          setValue(
            'socialNetworks',
            values.socialNetworks.filter((_, position) => position !== index),
          )
        }
        error={errorAt('socialNetworks')}
        renderItem={(item, index) => (
          <>
            <RowSelect
              label={`Red social ${index + 1}`}
              name="socialNetworks"
              value={item.network}
              options={optionsOf(SOCIAL_NETWORK_LABELS)}
              onChange={(network) =>
                setValue(
                  'socialNetworks',
                  values.socialNetworks.map((entry, position) =>
                    position === index ? { ...entry, network: network as SocialNetwork } : entry,
                  ),
                )
              }
            />
            <RowSelect
              label={`Seguidores en la red ${index + 1}`}
              name="socialNetworks"
              value={item.followers}
              options={optionsOf(FOLLOWER_RANGE_LABELS)}
              onChange={(followers) =>
                setValue(
                  'socialNetworks',
                  values.socialNetworks.map((entry, position) =>
                    position === index ? { ...entry, followers: followers as FollowerRange } : entry,
                  ),
                )
              }
            />
          </>
        )}
      />

      <div className="space-y-3">
        <Checkbox {...form.field('hasRanking')} label="Aparece en un ranking de podcasts de su país y categoría" />
        {values.hasRanking ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...form.field('rankingPosition')}
              name="ranking"
              label="Posición"
              inputMode="numeric"
              error={errorAt('ranking.position')}
            />
            <TextField
              {...form.field('rankingCategory')}
              name="ranking"
              label="Categoría del ranking"
              error={errorAt('ranking.category')}
            />
          </div>
        ) : null}
      </div>
    </StepForm>
  );
}
