import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Campaign } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import type { CampaignDraft } from '../lib/draft';
import { HELD_TEXT } from './campaign-card';

/** What the wizard hands the dashboard after «Entrar y crear campaña» (docs/decisions/0019). */
interface CreatedCampaign {
  brand: string;
  name: string;
  awaitingEmailConfirmation: boolean;
  /** The names of the files attached: the briefing, the spot, the banner. */
  files: string[];
}

export function createdNoticeState(campaign: Campaign, draft: CampaignDraft): { createdCampaign: CreatedCampaign } {
  const files = [draft.what.briefingFileName, draft.how.spotFileName, draft.how.bannerFileName].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  return {
    createdCampaign: {
      brand: campaign.what.brand,
      name: campaign.what.name,
      awaitingEmailConfirmation: campaign.awaitingEmailConfirmation,
      files,
    },
  };
}

function createdOf(state: unknown): CreatedCampaign | null {
  if (typeof state !== 'object' || state === null || !('createdCampaign' in state)) return null;
  const created = state.createdCampaign;
  return typeof created === 'object' && created !== null ? (created as CreatedCampaign) : null;
}

function listOf(names: string[]): string {
  const quoted = names.map((name) => `«${name}»`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} y ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** The dashboard's confirmation that the wizard created the campaign right after the login. */
export function CreatedNotice() {
  const location = useLocation();
  const created = createdOf(location.state);
  const [closed, setClosed] = useState(false);
  if (!created || closed) return null;
  return (
    <section
      role="status"
      aria-labelledby="created-notice"
      className="rounded-card border border-success bg-surface px-5 py-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="created-notice" className="text-lg font-semibold">
            Hemos creado tu campaña «{created.name}» de {created.brand}.
          </h2>
          {created.files.length > 0 ? (
            <p className="mt-1 break-words">
              {created.files.length > 1 ? 'Con tus archivos: ' : 'Con tu archivo: '}
              {listOf(created.files)}.
            </p>
          ) : null}
          <p className="mt-1 text-ink-muted">
            {created.awaitingEmailConfirmation
              ? HELD_TEXT
              : 'El equipo la revisará y te preparará una propuesta de podcasts.'}
          </p>
        </div>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setClosed(true)}>
          Cerrar<span className="sr-only"> el aviso</span>
        </button>
      </div>
    </section>
  );
}
