import { Link } from 'react-router';
import { IN_PERSON_ONLY_MESSAGE, MESSAGES } from '@patrocina/domain';
import { PageTitleBar } from '@/components/page-title-bar';
import { useMe } from '@/lib/me';
import { AlternativeEmailSection } from '../components/alternative-email-section';
import { BillingProfileSection } from '../components/billing-profile-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasswordSection } from '../components/password-section';
import { AccountSection } from '../components/section';
import { HostingSection } from '../components/hosting-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';

/** SPEC §2 `/me`: the profile, the alternative e-mail, the datos de facturación, the hosting-platform account, the password, the open sessions and deleting the account. */
export function AccountPage() {
  const me = useMe();
  return (
    <>
      <PageTitleBar title="Mi cuenta" />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        {me.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Cargando tu cuenta"
            className="h-40 animate-pulse rounded-card bg-line"
          />
        ) : me.data?.impersonatedBy ? (
          <>
            <ProfileSection me={me.data} />
            <BillingProfileSection />
            {/* The API refuses these to an admin acting as the user; the page does not offer them. */}
            <AccountSection id="in-person" title="Lo que solo cambia esta persona">
              <p role="note" className="text-ink-muted">
                {IN_PERSON_ONLY_MESSAGE}
              </p>
            </AccountSection>
          </>
        ) : me.data ? (
          <>
            <ProfileSection me={me.data} />
            <AlternativeEmailSection me={me.data} />
            <BillingProfileSection />
            <HostingSection me={me.data} />
            <PasswordSection />
            <SessionsSection />
            <DeleteAccountSection />
          </>
        ) : (
          <p role="alert" className="text-danger">
            {MESSAGES.genericError}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          ¿Buscas tus podcasts, sus vacaciones o su representante? Están en{' '}
          <Link to="/me/podcasts" className="font-medium text-accent-700 underline hover:text-accent-900">
            Mis podcasts
          </Link>
          .
        </p>
      </div>
    </>
  );
}
