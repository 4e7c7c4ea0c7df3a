import { CAMPAIGN_STEPS, type CampaignStep } from '@patrocina/domain';
import { readTypedNumber } from '@/lib/typed-amounts';

/*
 * The wizard's draft (issue 5): everything typed so far and the step, kept in localStorage so it
 * survives a reload and a log-in or sign-up in the middle (the e-mail link may open another tab).
 * Form values are kept as the fields hold them (strings for numbers), and parsed on submit.
 */

export const CAMPAIGN_DRAFT_KEY = 'patrocina.campaignDraft';

export interface WhatValues extends Record<string, unknown> {
  brand: string;
  name: string;
  url: string;
  briefing: string;
  briefingFileId: string | null;
  briefingFileName: string | null;
}

export interface WhomValues extends Record<string, unknown> {
  audiences: string[];
  tags: string;
  country: string;
  provinces: string[];
  gender: string;
  ages: string[];
}

/** A suggested podcast as the wizard shows it; only the id is sent. */
export interface SuggestedPodcast {
  id: string;
  title: string;
  imageUrl: string | null;
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
  prerollText: string;
  bannerFileId: string | null;
  bannerUrl: string;
}

export interface CampaignDraft {
  step: CampaignStep;
  what: WhatValues;
  whom: WhomValues;
  how: HowValues;
  /** Sent as Idempotency-Key: a double submit, or a retry after a lost answer, creates one campaign. */
  key: string;
}

export function emptyDraft(): CampaignDraft {
  return {
    step: 'what',
    what: { brand: '', name: '', url: '', briefing: '', briefingFileId: null, briefingFileName: null },
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
      prerollText: '',
      bannerFileId: null,
      bannerUrl: '',
    },
    key: crypto.randomUUID(),
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
  };
}

export function toWhomInput(whom: WhomValues): unknown {
  return (toCreateInput({ ...emptyDraft(), whom }) as { whom: unknown }).whom;
}
