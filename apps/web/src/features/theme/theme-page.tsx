import { useState } from 'react';
import { CHAT_MESSAGES, MESSAGES } from '@patrocina/domain';
import { Avatar } from '@/components/avatar';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatMailButton } from '@/components/chat/chat-mail-button';
import { ChatMessages } from '@/components/chat/chat-messages';
import { SlideOver } from '@/components/chat/slide-over';
import { buttonClass } from '@/components/button';
import { CountBadge } from '@/components/count-badge';
import { EmptyState } from '@/components/empty-state';
import { FormErrorsDialog, ModalDialog } from '@/components/form';
import { PageSkeleton } from '@/components/page-skeleton';
import { PageTitleBar } from '@/components/page-title-bar';
import { SafeImage } from '@/components/safe-image';
import { toast } from '@/lib/toast';
import { SAMPLE_CHAT_MESSAGES } from './chat-section-data';
import { DESIGN_TOKENS, FORMAT_EXAMPLES } from './examples';
import { ButtonsSection, FieldsSection, FormSection } from './form-sections';
import { GuideSection, SECTIONS, Specimen } from './guide-section';

/**
 * SPEC §2 `/theme`, DESIGN.md: the living style guide. Every shared component in every state it
 * has, built from the real components (never pictures of them), so a change shows up here first.
 */
export function ThemePage() {
  return (
    <>
      <PageTitleBar title="Guía de estilo" back="/" />
      <div className="mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6">
        <p className="mt-8 max-w-2xl text-lg text-ink-muted">
          Los componentes de la interfaz en todos sus estados. Si algo se ve mal aquí, se ve mal en todas partes.
        </p>
        <nav aria-label="Secciones de la guía" className="mt-6">
          <ul className="flex flex-wrap gap-2 text-sm">
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`} className={buttonClass('secondary', 'sm')}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ColoursSection />
        <TypographySection />
        <ButtonsSection />
        <FieldsSection />
        <FormSection />
        <FeedbackSection />
        <ChatSection />
        <IdentitySection />
        <FormatsSection />
      </div>
    </>
  );
}

function ColoursSection() {
  return (
    <GuideSection id="colores" title="Colores">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {DESIGN_TOKENS.map((token) => (
          <li key={token.name} className="rounded-card border border-line p-3">
            <div className={`h-14 rounded-control border border-line ${token.swatch}`} />
            <p className="mt-2 font-mono text-sm">{token.name}</p>
            <p className="text-sm text-ink-muted">{token.use}</p>
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

function TypographySection() {
  return (
    <GuideSection id="tipografia" title="Tipografía">
      <div className="space-y-4">
        <p className="text-4xl font-bold tracking-tight">Título de página</p>
        <p className="text-2xl font-bold tracking-tight">Título de sección</p>
        <p className="text-lg font-semibold">Título de tarjeta</p>
        <p className="max-w-2xl">
          Texto normal: las marcas llegan a audiencias que eligen escuchar, y los podcasters deciden qué anuncian.
        </p>
        <p className="max-w-2xl text-ink-muted">Texto secundario, para explicaciones y notas al pie.</p>
        <p>
          Las cifras que importan, grandes y alineadas:{' '}
          <span className="text-3xl font-bold tabular-nums">{FORMAT_EXAMPLES.budget}</span>{' '}
          <span className="text-sm text-ink-muted">Impuestos no incluidos</span>
        </p>
      </div>
    </GuideSection>
  );
}

/** The workroom chat's parts with sample messages; sending here only shows the success toast. */
function ChatSection() {
  const [open, setOpen] = useState(false);
  const onSend = () => {
    toast.success(CHAT_MESSAGES.sent);
    return Promise.resolve();
  };
  return (
    <GuideSection id="chat" title="Chat">
      <div className="grid gap-4 sm:grid-cols-2">
        <Specimen label="El sobre abre la conversación en un panel lateral">
          <div className="flex items-center gap-3">
            <ChatMailButton label="Abrir el chat de ejemplo" onClick={() => setOpen(true)} />
            <span className="text-sm text-ink-muted">Solo aparece si la campaña tiene gestor.</span>
          </div>
        </Specimen>
        <Specimen label="Conversación vacía y envío desactivado">
          <div className="flex flex-col overflow-hidden rounded-control border border-line">
            <ChatMessages messages={[]} />
            <p className="border-t border-line px-5 py-4 text-ink-muted">{CHAT_MESSAGES.disabled.FINISHED}</p>
          </div>
        </Specimen>
      </div>
      {open ? (
        <SlideOver title="Café Lumbre · Lanzamiento" subtitle="cafelumbre · mesacamilla" onClose={() => setOpen(false)}>
          <ChatMessages messages={SAMPLE_CHAT_MESSAGES} />
          <ChatComposer onSend={onSend} />
        </SlideOver>
      ) : null}
    </GuideSection>
  );
}

function FeedbackSection() {
  const [dialog, setDialog] = useState<'modal' | 'errors' | null>(null);
  return (
    <GuideSection id="avisos" title="Avisos y diálogos">
      <div className="grid gap-4 sm:grid-cols-2">
        <Specimen label="Avisos arriba: los errores duran 10 s; el resto, 5 s">
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => toast.success('Guardado')}>
              Éxito
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => toast.info('Te avisaremos por correo.')}
            >
              Información
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => toast.error(MESSAGES.genericError)}
            >
              Error
            </button>
          </div>
        </Specimen>
        <Specimen label="Diálogos">
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setDialog('modal')}>
              Abrir un diálogo
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setDialog('errors')}>
              Abrir la lista de errores
            </button>
          </div>
        </Specimen>
        <Specimen label="Vacío: dice qué hacer y da el botón">
          <EmptyState
            title="Aún no tienes campañas"
            action={
              <button type="button" className={buttonClass('primary', 'sm')}>
                Crear campaña
              </button>
            }
          >
            Cuéntanos qué quieres anunciar y te preparamos una propuesta.
          </EmptyState>
        </Specimen>
        <Specimen label="Cargando: el esqueleto de la página">
          <div className="-mx-4 -my-8">
            <PageSkeleton />
          </div>
        </Specimen>
      </div>
      {dialog === 'modal' ? (
        <ModalDialog title="¿Pausar la campaña?" onClose={() => setDialog(null)} size="sm">
          <p className="text-ink-muted">Los podcasters dejarán de ver la campaña hasta que la reanudes.</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <button type="button" className={buttonClass('danger')} onClick={() => setDialog(null)}>
              Pausar
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setDialog(null)}>
              Cancelar
            </button>
          </div>
        </ModalDialog>
      ) : null}
      {dialog === 'errors' ? (
        <FormErrorsDialog
          onClose={() => setDialog(null)}
          messages={[
            { name: 'brand', label: 'Marca', message: MESSAGES.required },
            { name: 'url', label: 'Web', message: MESSAGES.invalidUrl },
          ]}
        />
      ) : null}
    </GuideSection>
  );
}

function IdentitySection() {
  return (
    <GuideSection id="identidad" title="Avatares, insignias e imágenes">
      <div className="grid gap-4 sm:grid-cols-3">
        <Specimen label="Avatar sin foto, pequeño, mediano y grande">
          <div className="flex items-center gap-3">
            <Avatar src={null} size="sm" />
            <Avatar src={null} size="md" />
            <Avatar src={null} size="lg" />
          </div>
        </Specimen>
        <Specimen label="Contador junto a un enlace (solo por encima de 0)">
          <ul className="space-y-2">
            {[0, 3, 120].map((count) => (
              <li key={count} className="flex items-center">
                <span className="font-medium">Workroom</span>
                <CountBadge count={count} />
                <span className="ml-2 text-sm text-ink-muted">({count})</span>
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen label="Imagen que no carga: queda en blanco">
          <SafeImage
            src="/imagen-que-no-existe.jpg"
            alt=""
            width={120}
            height={80}
            className="h-20 w-32 rounded-control border border-line"
          />
        </Specimen>
      </div>
    </GuideSection>
  );
}

function FormatsSection() {
  return (
    <GuideSection id="formatos" title="Formatos">
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-[auto_1fr]">
        {FORMAT_EXAMPLES.rows.map(([term, example]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="text-ink-muted tabular-nums">{example}</dd>
          </div>
        ))}
      </dl>
    </GuideSection>
  );
}
