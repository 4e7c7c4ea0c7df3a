import { useDeferredValue, useState } from 'react';
import { OUTBOX_STATUS_LABELS } from '@patrocina/domain';
import { formatDateTime } from '@/lib/format';
import { useOutbox } from '../api/outbox';
import { SearchPanel } from './search-panel';

const statusLabel = (status: string) => (OUTBOX_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** The e-mail outbox (issue 6): what went to whom, for answering "¿me ha llegado el correo?". */
export function OutboxPanel() {
  const [text, setText] = useState('');
  const to = useDeferredValue(text.trim());
  const outbox = useOutbox(to);
  return (
    <SearchPanel title="Correos enviados" searchLabel="Destinatario" text={text} onTextChange={setText}>
      {outbox.isPending ? (
        <p role="status" className="text-ink-muted">
          Cargando…
        </p>
      ) : outbox.isError ? (
        <p role="alert" className="text-danger">
          No hemos podido leer los correos. Inténtalo más tarde.
        </p>
      ) : outbox.data.length === 0 ? (
        <p className="text-ink-muted">Ningún correo{to ? ` a «${to}»` : ''}.</p>
      ) : (
        <ul aria-label="Correos" className="divide-y divide-line rounded-card border border-line bg-surface">
          {outbox.data.map((mail) => (
            <li key={mail.id} className="px-4 py-3">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{mail.subject}</span>
                  <span className="block text-sm text-ink-muted">
                    {mail.to} · {formatDateTime(mail.createdAt)} · {statusLabel(mail.status)}
                    {mail.lastError ? ` · ${mail.lastError}` : ''}
                  </span>
                </summary>
                <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap text-ink-muted">{mail.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </SearchPanel>
  );
}
