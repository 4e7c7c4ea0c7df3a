import { Link, useParams } from 'react-router';
import {
  AGE_BUCKET_LABELS,
  AUDIENCE_FLAG_LABELS,
  BRANDING_ACTION_LABELS,
  CAMPAIGN_GENDER_LABELS,
  COUNTRY_LABELS,
  COVERAGE_ACTION_LABELS,
  SPANISH_PROVINCES,
  type PublicCampaign,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { NotFoundPage } from '@/components/not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError } from '@/lib/api-client';
import { usePublicCampaign, type PublicCampaignLookup } from '../api/get-public-campaign';
import { datesLabel } from '@/lib/campaign-labels';
import { SubstatusPill } from '@/components/status-pills';
import { ExternalLink, Fact } from '@/components/facts';
import { LinkFailed } from '@/components/link-outcome';
import { LINK_MESSAGES, linkProblemOf, type LinkProblem } from '@/lib/link-errors';
import { CreativePackSection } from '@/components/creative-pack';

function ProposalView({
  campaign,
  signedIn,
  token,
}: {
  campaign: PublicCampaign;
  signedIn: boolean;
  /** The e-mailed link's token: its holder also gets the creative pack. */
  token: string | null;
}) {
  const audiences = campaign.audiences.map((flag) => AUDIENCE_FLAG_LABELS[flag]);
  const actions = campaign.brandingActions.map((action) => BRANDING_ACTION_LABELS[action]);
  const place =
    campaign.country === 'ES' && campaign.provinces.length > 0
      ? campaign.provinces.map((code) => SPANISH_PROVINCES[code] ?? code).join(', ')
      : (COUNTRY_LABELS[campaign.country] ?? campaign.country);
  return (
    <>
      <PageTitleBar title={`${campaign.brand}: ${campaign.name}`} />
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <section aria-labelledby="proposal-brief" className="rounded-card border border-line bg-surface p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="proposal-brief" className="text-xl font-semibold">
              La campaña
            </h2>
            {/* Podcasters and visitors read this page, never the advertiser: «tu propuesta» is not theirs. */}
            <SubstatusPill substatus={campaign.substatus} reader="others" />
          </div>
          <p className="mt-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{campaign.brand}</p>
          <p className="text-lg font-semibold">{campaign.name}</p>
          <ExternalLink href={campaign.url} className="break-all text-accent-700 underline" nofollow>
            {campaign.url}
          </ExternalLink>
          {campaign.briefing && !token ? <p className="mt-4 whitespace-pre-line">{campaign.briefing}</p> : null}
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <Fact label="Audiencia">{audiences.length > 0 ? audiences.join(', ') : 'Generalista'}</Fact>
            <Fact label="Dónde">{place}</Fact>
            <Fact label="Género">{CAMPAIGN_GENDER_LABELS[campaign.gender]}</Fact>
            <Fact label="Edad">
              {campaign.ages.length > 0
                ? campaign.ages.map((age) => AGE_BUCKET_LABELS[age]).join(', ')
                : 'Todas las edades'}
            </Fact>
            <Fact label="Cuña">{COVERAGE_ACTION_LABELS[campaign.coverageAction]}</Fact>
            <Fact label="Acciones">{actions.length > 0 ? actions.join(', ') : 'Las que mejor encajen'}</Fact>
            <Fact label="Fechas">{datesLabel(campaign)}</Fact>
          </dl>
        </section>
        {token ? (
          <div className="rounded-card border border-line bg-surface p-6">
            <CreativePackSection source={{ token }} headingLevel={2} />
          </div>
        ) : null}
        <section aria-labelledby="proposal-next" className="rounded-card border border-line bg-surface-muted p-6">
          <h2 id="proposal-next" className="text-lg font-semibold">
            ¿Tienes un podcast en esta propuesta?
          </h2>
          <p className="mt-1 text-ink-muted">
            Entra en tu cuenta para ver las acciones que te proponemos, lo que ganarías y responder.
          </p>
          <Link to="/dashboard" className={`${buttonClass('primary')} mt-4`}>
            {signedIn ? 'Ir a mis campañas' : 'Entrar para responder'}
          </Link>
        </section>
      </div>
    </>
  );
}

/** An e-mailed proposal link that is not one of ours (SPEC §8's invalid link), with the way in that always works. */
function ProposalLinkFailed({ problem, signedIn }: { problem: LinkProblem; signedIn: boolean }) {
  return (
    <>
      <PageTitleBar title="Propuesta" />
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
        <div role="alert">
          <LinkFailed>{LINK_MESSAGES[problem]}</LinkFailed>
          <p className="mt-2 text-ink-muted">
            Las propuestas que te enviamos también están en tu cuenta, con todo lo que necesitas para responder.
          </p>
        </div>
        <Link to="/dashboard" className={`${buttonClass('primary')} mt-6`}>
          {signedIn ? 'Ir a mis campañas' : 'Entrar para verlas'}
        </Link>
      </div>
    </>
  );
}

function PublicProposal({ lookup, signedIn }: { lookup: PublicCampaignLookup; signedIn: boolean }) {
  const query = usePublicCampaign(lookup);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    const problem = 'token' in lookup ? linkProblemOf(query.error) : null;
    if (problem) return <ProposalLinkFailed problem={problem} signedIn={signedIn} />;
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <NotFoundPage />;
    throw query.error;
  }
  return <ProposalView campaign={query.data} signedIn={signedIn} token={'token' in lookup ? lookup.token : null} />;
}

/** `/proposal/{slug}`: the read-only public view of a campaign. */
export function ProposalBySlugPage({ signedIn }: { signedIn: boolean }) {
  const { slug } = useParams();
  return slug ? <PublicProposal lookup={{ slug }} signedIn={signedIn} /> : <NotFoundPage />;
}

/** `/proposal/token/{token}`: the same view through the link sent by e-mail. */
export function ProposalByTokenPage({ signedIn }: { signedIn: boolean }) {
  const { token } = useParams();
  return token ? (
    <PublicProposal lookup={{ token }} signedIn={signedIn} />
  ) : (
    <ProposalLinkFailed problem="invalid" signedIn={signedIn} />
  );
}
