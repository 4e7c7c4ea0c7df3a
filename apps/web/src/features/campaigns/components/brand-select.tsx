import { useState } from 'react';
import { NO_BRANDS_YET, type Brand } from '@patrocina/domain';
import { BrandDialog } from '@/components/brand-dialog';
import { buttonClass } from '@/components/button';
import { SelectField } from '@/components/form';
import { useAgencyBrands } from '@/lib/agency-brands';

/**
 * The wizard's «Marca» for an agency account (issue 23): one of its brands, whose datos de facturación
 * the campaign is invoiced to, or a new one added on the spot with the same dialog as «Tu agencia».
 */
export function BrandSelect({
  id,
  brandId,
  error,
  onChoose,
}: {
  /** The brief's brand field's id, so a failing submit focuses this select. */
  id: string;
  brandId: string | null;
  error: string | undefined;
  onChoose: (brand: Brand | null) => void;
}) {
  const brands = useAgencyBrands();
  const [adding, setAdding] = useState(false);
  const list = brands.data?.brands ?? [];
  return (
    <div className="space-y-2">
      <SelectField
        id={id}
        name="brandId"
        label="Marca"
        value={brandId ?? ''}
        onValueChange={(value) => onChoose(list.find((brand) => brand.id === value) ?? null)}
        onBlur={() => undefined}
        error={error}
        options={list.map((brand) => ({ value: brand.id, label: brand.name }))}
        placeholder={brands.isPending ? 'Cargando tus marcas…' : 'Elige una de tus marcas'}
        hint={brands.isSuccess && list.length === 0 ? NO_BRANDS_YET : 'Sus facturas irán a los datos de la marca.'}
      />
      {brands.data?.canManage ? (
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAdding(true)}>
          Añadir marca
        </button>
      ) : null}
      {adding ? <BrandDialog brand={null} onClose={() => setAdding(false)} onSaved={onChoose} /> : null}
    </div>
  );
}
