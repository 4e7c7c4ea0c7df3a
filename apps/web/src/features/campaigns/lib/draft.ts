import { CAMPAIGN_STEPS, type CampaignStep } from '@patrocina/domain';
import { CAMPAIGN_DRAFT_KEY, type SuggestedPodcast } from '@/lib/suggested-podcasts';
import { readTypedNumber } from '@/lib/typed-amounts';

/*
 * The wizard's draft (issue 5): everything typed so far and the step, kept in localStorage so it
 * survives a reload and a log-in or sign-up in the middle (the e-mail link may open another tab).
 * Form values are kept as the fields hold them (strings for numbers), and parsed on submit.
 */

export { CAMPAIGN_DRAFT_KEY, type SuggestedPodcast };

export interface WhatValues extends Record<string, unknown> {
  brand: string;
  name: string;
  url: string;
  briefing: string;
  briefingFileId: string | null;
  briefingFileName: string | null;
  /** An agency's brand (issue 23): chosen in a select instead of typed; absent from older drafts. */
  brandId?: string | null;
  /** A visitor's briefing document, kept in the browser (draft-files.ts) until it goes up after the login. */
  briefingLocal: boolean;
}

export interface WhomValues extends Record<string, unknown> {
  audiences: string[];
  tags: string;
  country: string;
  provinces: string[];
  gender: string;
  ages: string[];
}

export interface HowValues extends Record<string, unknown> {
  coverageAction: string;
  brandingActions: string[];
  podcastType: string;
  podcasts: SuggestedPodcast[];
  budget: string;
  approximateDate: string;
  fromDate: string;
  toDate: string;
  spotFileId: string | null;
  spotFileName: string | null;
  /** The spot a visitor attached, kept in the browser until it goes up after the login. */
  spotLocal: boolean;
  prerollText: string;
  bannerFileId: string | null;
  bannerFileName: string | null;
  bannerLocal: boolean;
  bannerUrl: string;
  /** «Sin aprobación previa» (issue 20); a draft saved before it existed reads as off. */
  noReadApproval?: boolean;
}

export interface CampaignDraft {
  step: CampaignStep;
  what: WhatValues;
  whom: WhomValues;
  how: HowValues;
  /** Sent as Idempotency-Key: a double submit, or a retry after a lost answer, creates one campaign. */
  key: string;
  /**
   * When a visitor pressed «Entrar y crear campaña» (ms since 1970): once signed in, the wizard
   * creates the campaign without asking again (docs/decisions/0019). Null otherwise.
   */
  submitRequestedAt: number | null;
}

/** How long «Entrar y crear campaña» waits for the login or the e-mailed link (which lasts 48 hours). */
export const SUBMIT_REQUEST_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** A stand-in for a file still in the browser, so the step's checks see it attached; never sent. */
const KEPT_IN_BROWSER = '00000000-0000-4000-8000-00000000f11e';

export function emptyDraft(): CampaignDraft {
  return {
    step: 'what',
    what: {
      brand: '',
      name: '',
      url: '',
      briefing: '',
      briefingFileId: null,
      briefingFileName: null,
      brandId: null,
      briefingLocal: false,
    },
    whom: { audiences: [], tags: '', country: 'ES', provinces: [], gender: 'ALL', ages: [] },
    how: {
      coverageAction: 'ALL',
      brandingActions: [],
      podcastType: 'PREMIUM',
      podcasts: [],
      budget: '',
      approximateDate: 'ASAP',
      fromDate: '',
      toDate: '',
      spotFileId: null,
      spotFileName: null,
      spotLocal: false,
      prerollText: '',
      bannerFileId: null,
      bannerFileName: null,
      bannerLocal: false,
      bannerUrl: '',
      noReadApproval: false,
    },
    key: crypto.randomUUID(),
    submitRequestedAt: null,
  };
}

/** The saved draft, or a new one; a draft from an older shape is merged over the defaults. */
export function loadDraft(): CampaignDraft {
  const fresh = emptyDraft();
  try {
    const raw = window.localStorage.getItem(CAMPAIGN_DRAFT_KEY);
    if (!raw) return fresh;
    const saved = JSON.parse(raw) as Partial<CampaignDraft>;
    return {
      step: CAMPAIGN_STEPS.find((step) => step === saved.step) ?? 'what',
      what: { ...fresh.what, ...saved.what },
      whom: { ...fresh.whom, ...saved.whom },
      how: { ...fresh.how, ...saved.how },
      key: typeof saved.key === 'string' ? saved.key : fresh.key,
      submitRequestedAt: typeof saved.submitRequestedAt === 'number' ? saved.submitRequestedAt : null,
    };
  } catch {
    return fresh;
  }
}

export function saveDraft(draft: CampaignDraft): void {
  try {
    window.localStorage.setItem(CAMPAIGN_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode): the wizard still works, it only forgets on reload.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(CAMPAIGN_DRAFT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The brief as `POST /private/campaigns` takes it, from the fields' values. */
export function toCreateInput(draft: CampaignDraft): unknown {
  const { what, whom, how } = draft;
  return {
    what: {
      brand: what.brand,
      name: what.name,
      url: what.url,
      briefing: what.briefing,
      briefingFileId: what.briefingFileId,
      brandId: what.brandId ?? null,
    },
    whom: {
      audiences: whom.audiences,
      tags: whom.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      country: whom.country,
      provinces: whom.country === 'ES' ? whom.provinces : [],
      gender: whom.gender,
      ages: whom.ages.map(Number),
    },
    how: toHowInput(how),
  };
}

export function toHowInput(how: HowValues): unknown {
  const budget = readTypedNumber(how.budget) ?? undefined;
  const range = how.approximateDate === 'DATE_RANGE';
  return {
    coverageAction: how.coverageAction,
    brandingActions: how.brandingActions,
    podcastType: how.podcastType,
    podcastsSelected: how.podcasts.map((podcast) => podcast.id),
    budget,
    approximateDate: how.approximateDate,
    fromDate: range && how.fromDate ? how.fromDate : null,
    toDate: range && how.toDate ? how.toDate : null,
    spotFileId: how.spotFileId,
    prerollText: how.prerollText,
    bannerFileId: how.bannerFileId,
    bannerUrl: how.bannerUrl.trim() === '' ? null : how.bannerUrl,
    noReadApproval: how.noReadApproval ?? false,
  };
}

export function toWhomInput(whom: WhomValues): unknown {
  return (toCreateInput({ ...emptyDraft(), whom }) as { whom: unknown }).whom;
}

/**
 * The «Cómo» step as its checks see it: a file still kept in the browser counts as attached (the
 * spot that «Debes adjuntar la cuña» asks for), though only its uploaded id is ever sent.
 */
export function toHowCheck(how: HowValues): unknown {
  return toHowInput({
    ...how,
    spotFileId: how.spotFileId ?? (how.spotLocal ? KEPT_IN_BROWSER : null),
    bannerFileId: how.bannerFileId ?? (how.bannerLocal ? KEPT_IN_BROWSER : null),
  });
}

/** The «Qué anunciar» step as its checks see it, the briefing document kept in the browser counting as attached. */
export function toWhatCheck(what: WhatValues): unknown {
  return {
    brand: what.brand,
    name: what.name,
    url: what.url,
    briefing: what.briefing,
    briefingFileId: what.briefingFileId ?? (what.briefingLocal ? KEPT_IN_BROWSER : null),
    brandId: what.brandId ?? null,
  };
}

/** Whether a visitor's «Entrar y crear campaña» still waits to be carried out. */
export function submitIsPending(draft: CampaignDraft, now = Date.now()): boolean {
  return draft.submitRequestedAt !== null && now - draft.submitRequestedAt < SUBMIT_REQUEST_TTL_MS;
}
