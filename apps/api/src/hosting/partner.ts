import { PODCAST_MESSAGES, type ErrorCode } from '@patrocina/domain';
import { AppError } from '../lib/errors';

/** A podcast of a linked account on the hosting platform (SPEC's ivooxId is `hostingId`). */
export interface PartnerPodcast {
  hostingId: string;
  title: string;
  feedUrl: string | null;
  /** Listens over the last 30 days (SPEC §9: the reach quoted everywhere). */
  listens30d: number;
}

export interface LinkedAccount {
  /** SPEC's ivooxUserId. */
  hostingUserId: string;
  podcasts: PartnerPodcast[];
}

/**
 * The hosting platform behind the product (DOMAIN.md "Hosting platform"): an HTTP adapter for the
 * partner's API (docs/hosting-partner.md) and a demo adapter when none is configured.
 */
export interface HostingPartner {
  /** 'http' when a partner URL is configured; 'demo' when demo data stands in for it. */
  readonly kind: 'http' | 'demo';
  /** Links an account by the e-mail and password the user has on the hosting platform. */
  linkAccount(email: string, password: string): Promise<LinkedAccount>;
  listens(hostingId: string): Promise<{ listens30d: number }>;
}

export type HostingFailure = 'wrong-credentials' | 'social-account' | 'not-found' | 'unavailable';

const FAILURES: Record<HostingFailure, { code: ErrorCode; message: string }> = {
  'wrong-credentials': { code: 'HOSTING_LINK_FAILED', message: PODCAST_MESSAGES.hostingLinkFailed },
  'social-account': { code: 'HOSTING_LINK_FAILED', message: PODCAST_MESSAGES.hostingLinkSocial },
  'not-found': { code: 'NOT_FOUND', message: PODCAST_MESSAGES.hostingPodcastNotFound },
  unavailable: { code: 'HOSTING_UNAVAILABLE', message: PODCAST_MESSAGES.hostingUnavailable },
};

/** A failure of the partner, already in the user's words (SPEC §8 account link failures). */
export class HostingPartnerError extends AppError {
  readonly reason: HostingFailure;

  constructor(reason: HostingFailure, detail?: string) {
    const { code, message } = FAILURES[reason];
    super(code, message, { detail });
    this.reason = reason;
  }
}
