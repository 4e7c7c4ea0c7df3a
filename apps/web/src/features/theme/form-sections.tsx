import { useId, useState } from 'react';
import { z } from 'zod';
import { MESSAGES, phoneNumberSchema, phonePrefixSchema } from '@patrocina/domain';
import { buttonClass, type ButtonVariant } from '@/components/button';
import {
  Checkbox,
  Form,
  PasswordField,
  PhoneField,
  SubmitButton,
  TextAreaField,
  TextField,
  useZodForm,
  type FieldBinding,
} from '@/components/form';
import { toast } from '@/lib/toast';
import { GuideSection, Specimen } from './guide-section';

/** The style guide's buttons, fields and a whole form, each in every state it has. */

const VARIANT_NAMES: Record<ButtonVariant, string> = {
  primary: 'Principal',
  secondary: 'Secundario',
  ghost: 'Discreto',
  danger: 'Peligro',
};

export function ButtonsSection() {
  const variants = Object.keys(VARIANT_NAMES) as ButtonVariant[];
  return (
    <GuideSection id="botones" title="Botones">
      <div className="grid gap-4 sm:grid-cols-2">
        {variants.map((variant) => (
          <Specimen key={variant} label={VARIANT_NAMES[variant]}>
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" className={buttonClass(variant)}>
                Guardar
              </button>
              <button type="button" className={buttonClass(variant, 'sm')}>
                Pequeño
              </button>
              <button type="button" disabled className={buttonClass(variant)}>
                Desactivado
              </button>
            </div>
          </Specimen>
        ))}
        <Specimen label="Envío de formulario: normal y ocupado">
          <div className="grid gap-3 sm:grid-cols-2">
            <SubmitButtonSpecimen busy={false} />
            <SubmitButtonSpecimen busy />
          </div>
        </Specimen>
      </div>
    </GuideSection>
  );
}

function SubmitButtonSpecimen({ busy }: { busy: boolean }) {
  // A submit button outside a form does nothing when pressed, which is what a specimen wants.
  return <SubmitButton busy={busy}>{busy ? 'Guardar' : 'Guardar cambios'}</SubmitButton>;
}

/** A field binding with its own state, for specimens that show one fixed state. */
function useSpecimen(name: string, initial: string, error?: string): FieldBinding<string> {
  const id = useId();
  const [value, setValue] = useState(initial);
  return { id, name, value, onValueChange: setValue, onBlur: () => undefined, error };
}

export function FieldsSection() {
  const empty = useSpecimen('vacio', '');
  const filled = useSpecimen('relleno', 'Café Aroma');
  const optional = useSpecimen('opcional', '');
  const invalid = useSpecimen('erroneo', 'www.ejemplo', MESSAGES.invalidUrl);
  const counted = useSpecimen('contado', 'Podcasts de cocina y viajes', undefined);
  const disabledId = useId();
  const text = useSpecimen('briefing', 'Queremos llegar a quien cocina en casa los fines de semana.');
  const password = useSpecimen('contrasena', '');
  const prefix = useSpecimen('prefijo', '+34');
  const phone = useSpecimen('telefono', '6000', MESSAGES.phoneFormat);
  const [checked, setChecked] = useState(false);
  const checkId = useId();

  return (
    <GuideSection id="campos" title="Campos">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...empty} label="Vacío y obligatorio" />
        <TextField {...filled} label="Relleno" />
        <TextField {...optional} label="Opcional" optional />
        <TextField {...invalid} label="Con un error" hint="Empieza por http:// o https://" />
        <TextField {...counted} label="Con contador" maxLength={40} />
        <TextField
          id={disabledId}
          name="desactivado"
          value="No se puede cambiar"
          onValueChange={() => undefined}
          onBlur={() => undefined}
          error={undefined}
          label="Desactivado"
          disabled
        />
        <TextAreaField {...text} label="Texto largo" maxLength={2048} rows={3} />
        <PasswordField
          {...password}
          label="Contraseña"
          autoComplete="new-password"
          hint="Con Bloq Mayús activado avisa debajo."
        />
        <PhoneField label="Teléfono con un error" prefix={prefix} number={phone} />
        <div className="self-end">
          <Checkbox
            id={checkId}
            name="acepto"
            value={checked}
            onValueChange={setChecked}
            onBlur={() => undefined}
            error={checked ? undefined : 'Debes aceptar para continuar'}
            label="Casilla, con su error hasta que se marca"
          />
        </div>
      </div>
    </GuideSection>
  );
}

const demoSchema = z
  .object({
    brand: z.string().trim().min(2, 'Escribe la marca (al menos 2 caracteres)'),
    url: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+\.\S+$/, MESSAGES.invalidUrl),
    prefix: phonePrefixSchema,
    phone: phoneNumberSchema,
  })
  .strict();

export function FormSection() {
  const form = useZodForm(demoSchema, { brand: '', url: '', prefix: '+34', phone: '' });
  const onSubmit = form.handleSubmit(() => {
    toast.success('Formulario correcto: en una pantalla real se guardaría ahora.');
  });
  return (
    <GuideSection id="formulario" title="Formulario">
      <p className="mb-4 max-w-2xl text-ink-muted">
        Envíalo vacío: el foco va al primer campo con error y, medio segundo después, un diálogo los enumera.
      </p>
      <div className="max-w-md">
        <Form form={form} onSubmit={onSubmit} aria-label="Formulario de ejemplo">
          <TextField {...form.field('brand')} label="Marca" maxLength={60} />
          <TextField {...form.field('url')} label="Web" type="url" inputMode="url" />
          <PhoneField label="Teléfono" prefix={form.field('prefix')} number={form.field('phone')} />
          <SubmitButton busy={form.isSubmitting}>Comprobar</SubmitButton>
        </Form>
      </div>
    </GuideSection>
  );
}
