import { useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_MESSAGE_MAX_LENGTH, contactSchema, MESSAGES } from '@patrocina/domain';
import { EmailField, Form, SubmitButton, TextAreaField, TextField, useZodForm } from '@/components/form';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { sendContactMessage } from './api/send-contact-message';

export const CONTACT_SENT = 'Hemos recibido tu mensaje. Te responderemos por correo electrónico lo antes posible.';

const EMPTY = { name: '', email: '', message: '' };

/** SPEC §2 `/contact`: a form that reaches the team; the input survives any failure. */
export function ContactPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(contactSchema, EMPTY);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await sendContactMessage(input);
      setSentTo(input.email);
    } catch (error) {
      // 429 and 400 carry a Spanish message meant for the user; anything else is the generic one.
      const speaks = error instanceof ApiError && (error.status === 429 || error.status === 400);
      toast.error(speaks ? error.message : MESSAGES.genericError);
    }
  });

  return (
    <>
      <PageTitleBar title="Contacto" />
      <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1fr_18rem]">
        <div className="max-w-xl">
          {sentTo ? (
            <div role="status" className="rounded-card border border-line bg-surface-muted p-6">
              <h2 className="text-xl font-semibold">Mensaje enviado</h2>
              <p className="mt-2 text-ink-muted">
                {CONTACT_SENT} Escribiremos a <span className="font-medium text-ink">{sentTo}</span>.
              </p>
              <button
                type="button"
                onClick={() => {
                  setSentTo(null);
                  form.setValue('message', '');
                }}
                className="mt-4 font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900"
              >
                Enviar otro mensaje
              </button>
            </div>
          ) : (
            <>
              <p className="mb-6 text-lg text-ink-muted">
                ¿Tienes una duda sobre una campaña, tu podcast o tu cuenta? Escríbenos y te contestamos por correo.
              </p>
              <Form form={form} onSubmit={onSubmit} aria-label="Formulario de contacto">
                <TextField {...form.field('name')} label="Nombre" autoComplete="name" maxLength={80} />
                <EmailField {...form.field('email')} />
                <TextAreaField
                  {...form.field('message')}
                  label="Mensaje"
                  maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                  rows={7}
                />
                <div className="sm:max-w-56">
                  <SubmitButton busy={form.isSubmitting}>Enviar mensaje</SubmitButton>
                </div>
              </Form>
            </>
          )}
        </div>
        <aside aria-labelledby="contacto-otros" className="text-ink-muted">
          <h2 id="contacto-otros" className="text-base font-semibold text-ink">
            Antes de escribir
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              Si eres anunciante, cuéntanos tu marca y tu presupuesto aproximado, o{' '}
              <Link to="/campaigns/new" className="font-medium text-accent-700 underline underline-offset-4">
                crea tu campaña
              </Link>{' '}
              directamente.
            </li>
            <li>
              Si eres podcaster, dinos el nombre de tu podcast o{' '}
              <Link to="/podcasters" className="font-medium text-accent-700 underline underline-offset-4">
                mira cómo funciona
              </Link>
              .
            </li>
            <li>
              Tratamos tus datos como explica nuestra{' '}
              <Link to="/legal" className="font-medium text-accent-700 underline underline-offset-4">
                política de privacidad
              </Link>
              .
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
