import { Link } from 'react-router';
import { buttonClass } from '@/components/button';

/**
 * SPEC §2: the chat exists only where a campaign manager runs the campaign; the mail icon shows when
 * the viewer is that manager or the campaign is managed by one.
 */
export function hasChat(campaign: { role: string; managedByAgent: boolean }): boolean {
  return campaign.role === 'agent' || campaign.managedByAgent;
}

export function MailIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
      <path d="M3 5.5l7 5.5 7-5.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** The mail icon that opens one thread's slide-over; `label` says which («Abrir el chat con …»). */
export function ChatMailButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm')}
      onClick={onClick}
      aria-label={label}
      title="Abrir el chat"
    >
      <MailIcon />
    </button>
  );
}

/** The mail icon as a link to the workroom, filtered to one campaign's threads (a campaign has one per podcast). */
export function ChatMailLink({ campaignId, label }: { campaignId: string; label: string }) {
  return (
    <Link
      to={`/workroom?campaign=${encodeURIComponent(campaignId)}`}
      className={buttonClass('ghost', 'sm')}
      aria-label={label}
      title="Ver las conversaciones"
    >
      <MailIcon />
    </Link>
  );
}
