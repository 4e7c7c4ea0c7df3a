import { useId } from 'react';
import { INVOICE_DOCUMENT_LABELS as LABELS, type CampaignInvoice } from '@patrocina/domain';
import { formatDate, formatEurosWithCents } from '@/lib/format';
import { useCampaignInvoices } from '@/lib/campaign-invoices';

function DownloadLink({ invoice, compact }: { invoice: CampaignInvoice; compact?: boolean }) {
  if (!invoice.downloadUrl) return <span className="text-ink-muted">{invoice.code}</span>;
  return (
    <a
      href={invoice.downloadUrl}
      download
      className="font-medium text-accent-700 underline"
      aria-label={`${LABELS.download[invoice.kind]} ${invoice.code}`}
    >
      {compact ? LABELS.download[invoice.kind] : `${LABELS.download[invoice.kind]} (PDF)`}
    </a>
  );
}

/**
 * A campaign's invoice and credit notes (issue 19), as the advertiser's dashboard, the proposal
 * page, the report and the back office show them. `compact`: just the download links, for a card.
 * Nothing at all while there is none (a campaign not bought yet) or when they cannot be read.
 */
export function CampaignInvoices({
  campaignId,
  compact = false,
  headingLevel = 2,
  className = '',
}: {
  campaignId: string;
  compact?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The section's frame, where the page draws one: nothing is drawn while there is no invoice. */
  className?: string;
}) {
  const headingId = useId();
  const query = useCampaignInvoices(campaignId);
  const invoices = query.data?.invoices ?? [];
  if (invoices.length === 0) return null;
  if (compact)
    return (
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {invoices
          .filter((invoice) => invoice.downloadUrl)
          .map((invoice) => (
            <DownloadLink key={invoice.id} invoice={invoice} compact />
          ))}
      </p>
    );
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={`space-y-2 ${className}`}>
      <Heading id={headingId} className="text-lg font-semibold">
        {LABELS.section}
      </Heading>
      <ul className="divide-y divide-line">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="font-medium">
                {LABELS.kinds[invoice.kind]} {invoice.code}
              </span>{' '}
              <span className="text-ink-muted">
                · {formatDate(invoice.issuedAt)} · Total: {formatEurosWithCents(invoice.totalCents)}
              </span>
            </span>
            <DownloadLink invoice={invoice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
