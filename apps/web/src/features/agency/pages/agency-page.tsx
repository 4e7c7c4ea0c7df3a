import { PageTitleBar } from '@/components/page-title-bar';
import { TeamSection } from '../components/team-section';

/**
 * `/me/agency`, «Tu agencia». This branch has only the team; the brands' section (agency-brands) comes
 * above it when the two are merged.
 */
export function AgencyPage() {
  return (
    <>
      <PageTitleBar title="Tu agencia" />
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <TeamSection />
      </div>
    </>
  );
}
