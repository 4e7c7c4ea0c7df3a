import { useState } from 'react';
import { NO_BRANDS_YET, type Brand } from '@patrocina/domain';
import { BrandDialog } from '@/components/brand-dialog';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Pill } from '@/components/status-pills';
import { useAgencyBrands, useArchiveBrand } from '@/lib/agency-brands';
import { BILLING_COUNTRY_LABELS } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';

type Dialog = { kind: 'edit'; brand: Brand | null } | { kind: 'archive'; brand: Brand } | null;

/** Whether the brand's invoices can be made out now, in words and colour. */
function BillingPill({ complete }: { complete: boolean }) {
  return complete ? (
    <Pill tone="bg-emerald-100 text-emerald-900">Datos de facturación completos</Pill>
  ) : (
    <Pill tone="bg-amber-100 text-amber-900">Faltan datos de facturación</Pill>
  );
}

function BrandRow({
  brand,
  canManage,
  onEdit,
  onArchive,
}: {
  brand: Brand;
  canManage: boolean;
  onEdit: () => void;
  onArchive: () => void;
}) {
  const country = BILLING_COUNTRY_LABELS[brand.country] ?? brand.country;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-lg font-semibold">{brand.name}</p>
        <p className="text-sm text-ink-muted">
          {brand.legalName} · {brand.taxId} · {brand.city}, {country}
        </p>
        <div className="mt-2">
          <BillingPill complete={brand.billingComplete} />
        </div>
      </div>
      {canManage ? (
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={onEdit}
            aria-label={`Editar ${brand.name}`}
          >
            Editar
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={onArchive}
            aria-label={`Archivar ${brand.name}`}
          >
            Archivar
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** The shape of the list while it loads: two brands. */
function BrandsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Cargando tus marcas" className="space-y-3">
      {[0, 1].map((key) => (
        <div key={key} className="h-16 animate-pulse rounded-control bg-line" />
      ))}
    </div>
  );
}

/**
 * «Marcas»: the agency's clients, each with the datos de facturación its campaigns are invoiced to.
 * Add and edit in a dialog; archiving asks first and leaves the brand on its campaigns.
 */
export function BrandsSection() {
  const brands = useAgencyBrands();
  const archive = useArchiveBrand();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canManage = brands.data?.canManage ?? false;

  async function archiveBrand(brand: Brand) {
    try {
      await archive.mutateAsync(brand.id);
      toast.success(`«${brand.name}» archivada`);
      setDialog(null);
    } catch (error) {
      toast.error(userMessageOf(error));
    }
  }

  const addButton = (
    <button type="button" className={buttonClass('primary')} onClick={() => setDialog({ kind: 'edit', brand: null })}>
      Añadir marca
    </button>
  );

  return (
    <section aria-labelledby="brands-title" className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="brands-title" className="text-xl font-semibold">
          Marcas
        </h2>
        {canManage && brands.data && brands.data.brands.length > 0 ? addButton : null}
      </div>
      <p className="mt-1 text-ink-muted">
        Cada marca lleva sus datos de facturación: las facturas de sus campañas van a su nombre.
      </p>
      <div className="mt-4">
        {brands.isPending ? (
          <BrandsSkeleton />
        ) : brands.isError ? (
          <LoadFailed title="No hemos podido cargar tus marcas" onRetry={() => void brands.refetch()} />
        ) : brands.data.brands.length === 0 ? (
          <EmptyState title="Aún no tienes marcas" action={canManage ? addButton : undefined}>
            {NO_BRANDS_YET}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line">
            {brands.data.brands.map((brand) => (
              <BrandRow
                key={brand.id}
                brand={brand}
                canManage={canManage}
                onEdit={() => setDialog({ kind: 'edit', brand })}
                onArchive={() => setDialog({ kind: 'archive', brand })}
              />
            ))}
          </ul>
        )}
      </div>
      {dialog?.kind === 'edit' ? <BrandDialog brand={dialog.brand} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'archive' ? (
        <ConfirmDialog
          title={`¿Archivar «${dialog.brand.name}»?`}
          confirmLabel="Archivar marca"
          busy={archive.isPending}
          onConfirm={() => void archiveBrand(dialog.brand)}
          onCancel={() => setDialog(null)}
        >
          Dejará de aparecer en tus listas y al crear campañas. Las campañas que ya la llevan la conservan, y sus
          facturas siguen yendo a sus datos.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
