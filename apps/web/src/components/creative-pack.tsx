import { useId } from 'react';
import {
  CREATIVE_PACK_LABELS as LABELS,
  CREATIVE_PACK_MESSAGES,
  isEmptyPack,
  type CreativePack as Pack,
  type PackFile,
} from '@patrocina/domain';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/facts';
import { formatCount } from '@/lib/format';
import { useCreativePack, type PackSource } from '@/lib/creative-pack';

/** «PDF · 12 KB», «MP3 · 25 s · 400 KB»: what the file is, before anyone downloads it. */
function fileFacts(file: PackFile): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1]?.toUpperCase();
  const size =
    file.size < 1024 * 1024
      ? `${formatCount(Math.max(1, Math.round(file.size / 1024)))} KB`
      : `${(file.size / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  const seconds = file.durationMs === null ? null : `${Math.round(file.durationMs / 1000)} s`;
  return [extension, seconds, size].filter(Boolean).join(' · ');
}

/**
 * A row of the pack: the label above its value in a narrow place (a dialog), beside it where the pack
 * has room (a page), by the width of the pack itself rather than the screen's.
 */
function PackRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 @lg:grid-cols-3 @lg:gap-4">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-ink-muted @lg:col-span-2">{children}</dd>
    </div>
  );
}

function Download({ file, label }: { file: PackFile; label: string }) {
  return (
    <a href={file.downloadUrl} download={file.name} className="font-medium text-accent-700 underline">
      {label} <span className="font-normal text-ink-muted">({fileFacts(file)})</span>
    </a>
  );
}

/**
 * The creative pack (issue 18) as every place shows it: the podcaster's proposal, the hired
 * campaigns, the back office and the public proposal page. Parts the advertiser left empty are not
 * shown; a pack with nothing made for the podcasts says so.
 */
export function CreativePack({ pack, headingLevel = 3 }: { pack: Pack; headingLevel?: 2 | 3 | 4 }) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="@container space-y-2">
      <Heading id={headingId} className="text-lg font-semibold">
        {LABELS.title}
      </Heading>
      {isEmptyPack(pack) ? <p className="text-ink-muted">{CREATIVE_PACK_MESSAGES.empty}</p> : null}
      <dl className="divide-y divide-line">
        {pack.brief.trim() ? (
          <PackRow label={LABELS.brief}>
            <p className="whitespace-pre-line text-ink">{pack.brief}</p>
          </PackRow>
        ) : null}
        {pack.briefingFile ? (
          <PackRow label={LABELS.briefingFile}>
            <Download file={pack.briefingFile} label={`${LABELS.download} «${pack.briefingFile.name}»`} />
          </PackRow>
        ) : null}
        {pack.spot ? (
          <PackRow label={LABELS.spot}>
            <audio controls preload="metadata" src={pack.spot.url} className="w-full max-w-md" aria-label={LABELS.spot}>
              <a href={pack.spot.downloadUrl}>{LABELS.download}</a>
            </audio>
            <p className="mt-1">
              <Download file={pack.spot} label={`${LABELS.download} la cuña`} />
            </p>
          </PackRow>
        ) : null}
        {pack.banner ? (
          <PackRow label={LABELS.banner}>
            <img
              src={pack.banner.url}
              alt="Banner de la campaña"
              width={pack.banner.width ?? 300}
              height={pack.banner.height ?? 250}
              className="h-auto max-w-full rounded-control border border-line"
            />
            <p className="mt-1">
              <Download file={pack.banner} label={`${LABELS.download} el banner`} />
            </p>
            {pack.bannerUrl ? (
              <p className="mt-1 break-all">
                {LABELS.bannerUrl}{' '}
                <ExternalLink href={pack.bannerUrl} nofollow>
                  {pack.bannerUrl}
                </ExternalLink>
              </p>
            ) : null}
          </PackRow>
        ) : null}
        {pack.prerollText.trim() ? (
          <PackRow label={LABELS.prerollText}>
            <p className="whitespace-pre-line text-ink">{pack.prerollText}</p>
          </PackRow>
        ) : null}
        {pack.brandUrl ? (
          <PackRow label={LABELS.brandUrl}>
            <ExternalLink href={pack.brandUrl} className="break-all font-medium text-accent-700 underline" nofollow>
              {pack.brandUrl}
            </ExternalLink>
          </PackRow>
        ) : null}
        {pack.trackingUrl ? (
          <PackRow label={LABELS.trackingUrl}>
            <span className="break-all text-ink select-all">{pack.trackingUrl}</span>
          </PackRow>
        ) : null}
      </dl>
    </section>
  );
}

/** The pack read from its source, with its loading and failed states. */
export function CreativePackSection({ source, headingLevel }: { source: PackSource; headingLevel?: 2 | 3 | 4 }) {
  const query = useCreativePack(source);
  if (query.isPending)
    return (
      <p role="status" className="text-ink-muted">
        Cargando el material de la campaña…
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-danger">
        No hemos podido cargar el material de la campaña. Inténtalo más tarde.
      </p>
    );
  return <CreativePack pack={query.data} {...(headingLevel ? { headingLevel } : {})} />;
}
