import { useState } from 'react';
import { BILLING_FIELD_LABELS, BILLING_PROFILE_MESSAGES, type BillingProfileAnswer } from '@patrocina/domain';
import { BillingProfileForm } from '@/components/billing-profile-form';
import { LoadFailed } from '@/components/load-failed';
import { useBillingProfile } from '@/lib/billing-profile';
import { toast } from '@/lib/toast';
import { AccountSection } from './section';

/** What is still missing, in words: to buy (an advertiser) or to be paid (a podcaster). */
function MissingNote({ answer }: { answer: BillingProfileAnswer }) {
  if (answer.missing.length === 0) return null;
  const names = answer.missing.map((field) => BILLING_FIELD_LABELS[field]).join(', ');
  return (
    <p className="mb-4 rounded-control bg-surface-muted p-3 text-sm text-ink">
      {answer.role === 'podcaster'
        ? `Para pagarte nos falta: ${names}.`
        : `Para poder contratar campañas nos falta: ${names}.`}
    </p>
  );
}

/**
 * «Datos de facturación» in My account: who invoices are made out to and, for whoever runs a podcast
 * (its owner or its representative), the IBAN, IVA, IRPF and consent to the autofactura.
 */
export function BillingProfileSection() {
  const billing = useBillingProfile();
  const [savedAt, setSavedAt] = useState<string | null>(null);

  return (
    <AccountSection id="billing" title="Datos de facturación">
      {billing.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Cargando tus datos de facturación"
          className="h-32 animate-pulse rounded-card bg-line"
        />
      ) : billing.isError ? (
        <LoadFailed title="No hemos podido cargar tus datos de facturación" onRetry={() => void billing.refetch()} />
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-muted">
            {billing.data.role === 'podcaster'
              ? 'Con ellos te hacemos las facturas de lo que contratas y las autofacturas de lo que te pagamos.'
              : 'Con ellos te hacemos las facturas de lo que contratas. Los necesitamos antes de tu primera compra.'}
          </p>
          <MissingNote answer={billing.data} />
          <div className="max-w-md">
            <BillingProfileForm
              answer={billing.data}
              label="Datos de facturación"
              submitLabel="Guardar datos de facturación"
              onSaved={(answer) => {
                setSavedAt(answer.profile?.updatedAt ?? null);
                toast.success(BILLING_PROFILE_MESSAGES.saved);
              }}
            />
          </div>
          <p role="status" className="mt-3 text-sm font-medium text-success">
            {savedAt ? BILLING_PROFILE_MESSAGES.saved : ''}
          </p>
        </>
      )}
    </AccountSection>
  );
}
