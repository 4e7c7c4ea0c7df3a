import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ACTION_TYPE_LABELS,
  AGE_SHARE_LABELS,
  AGE_SHARES,
  AUDIENCE_FLAG_LABELS,
  COUNTRY_LABELS,
  FOLLOWER_RANGE_LABELS,
  GENDER_SHARE_LABELS,
  GENDER_SHARES,
  LISTEN_CHANNEL_LABELS,
  LISTEN_CHANNELS,
  LISTEN_RANGES,
  lowestPrice,
  PLATFORM_LINK_LABELS,
  podcastCategoryLabel,
  PUBLICATION_FREQUENCY_LABELS,
  SOCIAL_NETWORK_LABELS,
  SPANISH_PROVINCES,
  type PublicPodcast,
  type PublicSheet,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { PodcastCover } from '@/components/podcast-cover';
import { SafeImage } from '@/components/safe-image';
import { formatCount, formatDate, formatWholeEuros } from '@/lib/format';
import { sizedImageUrl } from '@patrocina/domain/image-urls';
import { ExternalLink } from '@/components/facts';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titulo`} className="border-t border-line pt-8">
      <h2 id={`${id}-titulo`} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Shares({ label, shares }: { label: string; shares: readonly { name: string; value: number }[] }) {
  return (
    <div>
      <h3 className="font-semibold">{label}</h3>
      <ul className="mt-2 space-y-2">
        {shares.map((share) => (
          <li key={share.name}>
            <div className="flex justify-between text-sm">
              <span>{share.name}</span>
              <span className="font-semibold tabular-nums">{share.value}&nbsp;%</span>
            </div>
            <div className="mt-1 h-2 rounded-pill bg-line" aria-hidden="true">
              <div className="h-2 rounded-pill bg-accent-600" style={{ width: `${share.value}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SheetDetails({ sheet }: { sheet: PublicSheet }) {
  const where = [
    COUNTRY_LABELS[sheet.country] ?? sheet.country,
    ...sheet.provinces.map((code) => SPANISH_PROVINCES[code] ?? code),
  ].join(', ');
  return (
    <>
      <Block id="acciones" title="Acciones y precios">
        <ul className="grid gap-3 sm:grid-cols-2">
          {sheet.actions.map((action) => (
            <li
              key={action.type}
              className="flex items-baseline justify-between gap-4 rounded-card border border-line p-4"
            >
              <span className="font-semibold first-letter:uppercase">{ACTION_TYPE_LABELS[action.type]}</span>
              <span className="text-ink-muted">
                desde{' '}
                <span className="text-xl font-bold text-ink tabular-nums">{formatWholeEuros(action.minPrice)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink-muted">
          Impuestos no incluidos. El precio final de cada acción se fija en la propuesta.
        </p>
      </Block>

      <Block id="audiencia" title="Audiencia">
        <dl className="grid gap-4 sm:grid-cols-2">
          {LISTEN_CHANNELS.map((channel) => {
            const range = sheet.listens[channel];
            if (!range) return null;
            return (
              <div key={channel} className="rounded-card border border-line p-4">
                <dt className="text-sm text-ink-muted">{LISTEN_CHANNEL_LABELS[channel]}</dt>
                <dd className="mt-1 text-lg font-semibold">{LISTEN_RANGES[range].label} escuchas por episodio</dd>
              </div>
            );
          })}
        </dl>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Shares
            label="Género"
            shares={GENDER_SHARES.map((key) => ({ name: GENDER_SHARE_LABELS[key], value: sheet.gender[key] ?? 0 }))}
          />
          <Shares
            label="Edad"
            shares={AGE_SHARES.map((key) => ({ name: AGE_SHARE_LABELS[key], value: sheet.ages[key] ?? 0 }))}
          />
        </div>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Perfil de la audiencia">
          {sheet.audienceFlags.map((flag) => (
            <li key={flag} className="rounded-pill bg-accent-50 px-3 py-1 text-sm font-medium text-accent-900">
              {AUDIENCE_FLAG_LABELS[flag]}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-ink-muted">
          <span className="font-medium text-ink">Dónde:</span> {where}
        </p>
        {sheet.liveRadio || sheet.fullVideo ? (
          <p className="mt-1 text-ink-muted">
            {[
              sheet.liveRadio ? 'Se emite en directo en la radio' : null,
              sheet.fullVideo ? 'Se publica también en vídeo completo' : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            {sheet.videoUrl ? (
              <>
                {' · '}
                <ExternalLink href={sheet.videoUrl}>Ver un vídeo de ejemplo</ExternalLink>
              </>
            ) : null}
          </p>
        ) : null}
      </Block>

      {sheet.examples.length > 0 ? (
        <Block id="ejemplos" title="Campañas anteriores">
          <ul className="space-y-3">
            {sheet.examples.map((example) => (
              <li
                key={`${example.brand}-${example.episodeUrl}`}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
              >
                <span className="font-semibold">{example.brand}</span>
                <span className="text-ink-muted first-letter:uppercase">{ACTION_TYPE_LABELS[example.actionType]}</span>
                <ExternalLink href={example.episodeUrl}>Escuchar desde el minuto {example.startMinute}</ExternalLink>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      <Block id="presentacion" title="Quién lo hace">
        <p>
          <span className="font-medium">{sheet.presenters.map((presenter) => presenter.name).join(', ')}</span>
          <span className="text-ink-muted">
            {' '}
            · Publica con frecuencia {PUBLICATION_FREQUENCY_LABELS[sheet.frequency].toLowerCase()}
          </span>
          {sheet.ranking ? (
            <span className="text-ink-muted">
              {' '}
              · Puesto {sheet.ranking.position} en {sheet.ranking.category}
            </span>
          ) : null}
        </p>
        {sheet.socialNetworks.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Redes sociales">
            {sheet.socialNetworks.map((network) => (
              <li key={network.network} className="rounded-pill border border-line px-3 py-1 text-sm">
                {SOCIAL_NETWORK_LABELS[network.network]}:{' '}
                <span className="font-semibold">{FOLLOWER_RANGE_LABELS[network.followers]}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {sheet.links.length > 0 ? (
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {sheet.links.map((link) => (
              <ExternalLink key={link.url} href={link.url}>
                Escúchalo en {PLATFORM_LINK_LABELS[link.platform]}
              </ExternalLink>
            ))}
          </p>
        ) : null}
        {sheet.extraImageUrls.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {sheet.extraImageUrls.map((url) => (
              <li key={url}>
                <SafeImage
                  src={sizedImageUrl(url, 640)}
                  alt=""
                  width={764}
                  height={578}
                  className="aspect-[764/578] w-full rounded-control object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </Block>
    </>
  );
}

/** SPEC §2 `/podcast/{id}`: what an advertiser needs to decide (reach, audience, actions, prices from, examples). */
export function PublicPodcastView({ podcast }: { podcast: PublicPodcast }) {
  const { sheet } = podcast;
  const from = sheet
    ? lowestPrice(Object.fromEntries(sheet.actions.map((action) => [action.type, action.minPrice])))
    : null;
  return (
    <article>
      {sheet ? (
        <SafeImage
          src={sizedImageUrl(sheet.headerImageUrl, 1440)}
          alt=""
          lazy={false}
          width={1440}
          height={360}
          className="aspect-[4/1] w-full bg-accent-50 object-cover"
        />
      ) : null}
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
        <header className="flex flex-col gap-6 sm:flex-row sm:flex-wrap sm:items-end">
          <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} lazy={false} className="size-32 sm:size-40" />
          <div className="min-w-0 flex-1 sm:min-w-72">
            <p className="text-sm font-medium text-accent-700">
              {podcast.categories.slice(0, 2).map(podcastCategoryLabel).join(' · ')}
              {podcast.isPremium ? ' · Premium' : ''}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{podcast.title}</h1>
            {podcast.author ? <p className="mt-1 text-lg text-ink-muted">{podcast.author}</p> : null}
          </div>
          <dl className="flex flex-wrap gap-x-8 gap-y-4 sm:ml-auto sm:text-right">
            {podcast.verified ? (
              <div>
                {/* Issue 21: counted through the podcast's prefix, set apart from what the podcaster declares. */}
                <dt className="text-sm text-ink-muted">Escuchas verificadas a 30 días</dt>
                <dd className="text-3xl font-bold tabular-nums">{formatCount(podcast.verified.downloads30d)}</dd>
                <dd className="text-xs text-ink-muted">
                  Medidas por Patrocina desde el {formatDate(podcast.verified.measuredSince)}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-ink-muted">
                {podcast.verified ? 'Escuchas declaradas a 30 días' : 'Escuchas a 30 días'}
              </dt>
              {/* 0 means the hosting platform has not measured it yet (a podcast added by its feed),
                  not that nobody listens: say so rather than print a misleading zero. */}
              {podcast.listens30d > 0 ? (
                <dd className="text-3xl font-bold tabular-nums">{formatCount(podcast.listens30d)}</dd>
              ) : (
                <dd className="mt-2 text-base font-semibold text-ink-muted">Aún sin medir</dd>
              )}
            </div>
            {from !== null ? (
              <div>
                <dt className="text-sm text-ink-muted">Precios desde</dt>
                <dd className="text-3xl font-bold tabular-nums">{formatWholeEuros(from)}</dd>
              </div>
            ) : null}
          </dl>
        </header>

        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/campaigns/new" className={buttonClass('primary')}>
            Crear una campaña
          </Link>
          {podcast.websiteUrl ? (
            <a href={podcast.websiteUrl} className={buttonClass('secondary')} rel="noopener noreferrer" target="_blank">
              Web del podcast
            </a>
          ) : null}
        </div>

        <div className="mt-10 space-y-10">
          {podcast.description ? (
            <Block id="sobre" title="Sobre el podcast">
              <div className="max-w-3xl space-y-3 text-ink-muted">
                {podcast.description.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </Block>
          ) : null}

          {sheet ? (
            <SheetDetails sheet={sheet} />
          ) : (
            <p className="rounded-card border border-dashed border-accent-300 p-6 text-ink-muted">
              Este podcast aún no ha completado su hoja de patrocinio. Cuando lo haga, verás aquí su audiencia, sus
              acciones y sus precios.
            </p>
          )}

          {podcast.episodes.length > 0 ? (
            <Block id="episodios" title="Últimos episodios">
              <ul className="divide-y divide-line">
                {podcast.episodes.map((episode) => (
                  <li
                    key={`${episode.title}-${episode.publishedAt ?? ''}`}
                    className="flex flex-wrap items-baseline justify-between gap-2 py-3"
                  >
                    {episode.link ? (
                      <ExternalLink href={episode.link}>{episode.title}</ExternalLink>
                    ) : (
                      <span className="font-medium">{episode.title}</span>
                    )}
                    {episode.publishedAt ? (
                      <span className="text-sm text-ink-muted">{formatDate(episode.publishedAt)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Block>
          ) : null}
        </div>
      </div>
    </article>
  );
}
