import type { RouteObject } from 'react-router';
import type { RouteHandle } from './routes/route-handle';

/*
 * The pages after the landing ones, in a chunk of their own: router.tsx adds them to the route table
 * on the first navigation that needs them (`patchLaterRoutes`), or fetches them on the first hover or
 * focus of a link or a button. In the entry, this table and its lazy imports' chunk lists were 2.6 kB (gzip) of
 * every landing page's first screen that the landing page never uses (decision 0002). Each list goes
 * into the layout of its name.
 */
export const laterDefaultLayoutPages: RouteObject[] = [
  {
    path: 'login',
    handle: { title: 'Entrar', isPublic: true } satisfies RouteHandle,
    lazy: async () => {
      const { LoginRoute } = await import('./routes/login-route');
      return { Component: LoginRoute };
    },
  },
  {
    path: 'about-us',
    handle: { title: 'Sobre nosotros', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/marketing/about-us-page')).AboutUsPage }),
  },
  {
    path: 'contact',
    handle: { title: 'Contacto', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }),
  },
  {
    path: 'legal',
    handle: { title: 'Privacidad y términos legales', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/marketing/legal-page')).LegalPage }),
  },
  {
    path: 'theme',
    handle: { title: 'Guía de estilo', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/theme/theme-page')).ThemePage }),
  },
  {
    path: 'dashboard',
    handle: { title: 'Dashboard' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/dashboard-route')).DashboardRoute }),
  },
  {
    path: 'workroom',
    handle: { title: 'Workroom' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/workroom-route')).WorkroomRoute }),
  },
  {
    path: 'backoffice',
    handle: { title: 'Back office' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/backoffice-route')).BackofficeRoute }),
  },
  {
    path: 'backoffice/ledger',
    handle: { title: 'Contabilidad' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/backoffice-route')).LedgerRoute }),
  },
  {
    path: 'backoffice/bank-statements',
    handle: { title: 'Extractos bancarios' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/backoffice-route')).BankStatementsRoute }),
  },
  {
    path: 'backoffice/campaigns/:id',
    handle: { title: 'Back office' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/backoffice-route')).BackofficeCampaignRoute }),
  },
  {
    path: 'me',
    handle: { title: 'Mi cuenta' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/account/pages/account-page')).AccountPage }),
  },
  {
    path: 'me/agency',
    handle: { title: 'Tu agencia' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/agency-route')).AgencyRoute }),
  },
  {
    path: 'agency/invitations/:token',
    handle: { title: 'Invitación a una agencia', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/agency/pages/agency-invitation-page')).AgencyInvitationPage,
    }),
  },
  {
    path: 'me/podcasts',
    handle: { title: 'Mis podcasts' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/podcasts/pages/my-podcasts-page')).MyPodcastsPage }),
  },
  {
    path: 'campaigns/new',
    handle: { title: 'Crear campaña', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/new-campaign-route')).NewCampaignRoute }),
  },
  {
    path: 'earnings',
    handle: { title: 'Mis cobros' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/earnings/pages/earnings-page')).EarningsPage }),
  },
  {
    path: 'campaigns/hired',
    handle: { title: 'Campañas contratadas' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/hired-campaigns-route')).HiredCampaignsRoute }),
  },
  {
    path: 'campaigns/:id/proposal',
    handle: { title: 'Propuesta' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/proposal-routes')).CampaignProposalRoute }),
  },
  {
    path: 'campaigns/:id/report',
    handle: { title: 'Informe de la campaña' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/actions/pages/campaign-report-page')).CampaignReportPage,
    }),
  },
  {
    path: 'sponsorship/edit',
    handle: { title: 'Hoja de patrocinio' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/podcasts/pages/sponsorship-edit-page')).SponsorshipEditPage,
    }),
  },
  {
    path: 'sponsorship/join',
    handle: { title: 'Únete al patrocinio', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/join-route')).JoinRoute }),
  },
  {
    path: 'podcast/manager-representation-accepted',
    handle: { title: 'Invitación para representar un podcast', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/podcasts/pages/representation-answer-page')).RepresentationAcceptedPage,
    }),
  },
  {
    path: 'podcast/manager-representation-rejected',
    handle: { title: 'Rechazar la invitación', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/podcasts/pages/representation-answer-page')).RepresentationRejectedPage,
    }),
  },
  {
    path: 'podcast/ivoox/:id?',
    handle: { title: 'Podcast', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/podcasts/pages/public-podcast-page')).PodcastByHostingIdPage,
    }),
  },
  {
    path: 'podcast/:id?',
    handle: { title: 'Podcast', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/podcasts/pages/public-podcast-page')).PodcastByIdPage }),
  },
  {
    path: 'proposal/token/:token?',
    handle: { title: 'Propuesta', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/proposal-routes')).ProposalByTokenRoute }),
  },
  {
    path: 'proposal/:slug?',
    handle: { title: 'Propuesta', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/proposal-routes')).ProposalBySlugRoute }),
  },
  {
    // Issue 21: the public link a podcaster shares to their verified monthly downloads.
    path: 'escuchas/:token',
    handle: { title: 'Escuchas verificadas', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/podcasts/pages/shared-downloads-page')).SharedDownloadsPage,
    }),
  },
];

export const noHeaderPages: RouteObject[] = [
  {
    path: 'me/alternative-email',
    handle: { title: 'Confirmar correo alternativo', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/account/pages/alternative-email-page')).AlternativeEmailPage,
    }),
  },
  {
    path: 'check-email',
    handle: { title: 'Revisa tu correo', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/auth/pages/check-email-page')).CheckEmailPage }),
  },
  {
    path: 'login/verify',
    handle: { title: 'Verificar cuenta', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/auth/pages/verify-page')).VerifyPage }),
  },
  {
    path: 'login/reset-password',
    handle: { title: 'Nueva contraseña', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
    }),
  },
];

export const emptyPages: RouteObject[] = [
  {
    path: 'login/impersonate',
    handle: { title: 'Entrar como otro usuario', isPublic: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/auth/pages/impersonate-page')).ImpersonatePage }),
  },
];
