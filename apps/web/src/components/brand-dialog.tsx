import type { FormEvent } from 'react';
import { brandInputSchema, INVOICED_PARTY_FIELDS, type Brand, type BrandInput } from '@patrocina/domain';
import {
  InvoicingFields,
  invoicingFormValues,
  invoicingInput,
  type InvoicingFormValues,
} from '@/components/billing-profile-form';
import { applyServerFieldErrors, DialogFormActions, Form, ModalDialog, TextField, useZodForm } from '@/components/form';
import { useSaveBrand } from '@/lib/agency-brands';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';

type BrandFormValues = InvoicingFormValues & { name: string };

const FIELDS = ['name', ...INVOICED_PARTY_FIELDS] as const;

function initialValues(brand: Brand | null): BrandFormValues {
  return { name: brand?.name ?? '', ...invoicingFormValues(brand) };
}

function toInput(values: BrandFormValues): BrandInput {
  return { name: values.name, ...invoicingInput(values) };
}

/**
 * «Añadir marca» and «Editar marca»: the brand's name and the datos de facturación its invoices go to,
 * with the billing profile's fields, words and checks. A refusal lands on its field (a name already
 * used too) and what was typed stays.
 */
export function BrandDialog({
  brand,
  onClose,
  onSaved,
}: {
  /** The brand to edit; null adds one. */
  brand: Brand | null;
  onClose: () => void;
  onSaved?: (brand: Brand) => void;
}) {
  const save = useSaveBrand();
  const form = useZodForm(brandInputSchema, initialValues(brand), { prepare: toInput });

  const submitBrand = form.handleSubmit(async () => {
    try {
      const saved = await save.mutateAsync({ id: brand?.id ?? null, input: toInput(form.values) });
      toast.success(brand ? 'Marca guardada' : 'Marca añadida');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setFieldError('name', error.message);
      else if (!applyServerFieldErrors(form, error, FIELDS)) toast.error(userMessageOf(error));
    }
  });

  // The wizard opens this dialog inside its own form: React carries a submit up through the portal,
  // and the step's form must not take it for its own.
  const onSubmit = (event?: FormEvent) => {
    event?.stopPropagation();
    return submitBrand(event);
  };

  return (
    <ModalDialog title={brand ? 'Editar marca' : 'Añadir marca'} onClose={onClose}>
      <Form form={form} onSubmit={onSubmit} aria-label="Datos de la marca" className="flex flex-col gap-4">
        <TextField {...form.field('name')} label="Marca" hint="Como la verás en tus campañas." maxLength={80} />
        <InvoicingFields
          form={form}
          legalNameHint="La razón social de la marca tal como está registrada: sus facturas irán a su nombre."
        />
        <DialogFormActions busy={form.isSubmitting} busyLabel="Guardando…" onCancel={onClose}>
          {brand ? 'Guardar marca' : 'Añadir marca'}
        </DialogFormActions>
      </Form>
    </ModalDialog>
  );
}
