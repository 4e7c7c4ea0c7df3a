import { formatCount, formatDate, formatDateTime, formatEuros } from '@/lib/format';

/** The theme tokens of index.css, each with a literal class so Tailwind keeps it, and what it is for. */
export const DESIGN_TOKENS = [
  { name: 'accent-700', swatch: 'bg-accent-700', use: 'Acción principal, enlaces' },
  { name: 'accent-50', swatch: 'bg-accent-50', use: 'Fondos destacados' },
  { name: 'ink', swatch: 'bg-ink', use: 'Texto' },
  { name: 'ink-muted', swatch: 'bg-ink-muted', use: 'Texto secundario' },
  { name: 'surface', swatch: 'bg-surface', use: 'Fondo' },
  { name: 'surface-muted', swatch: 'bg-surface-muted', use: 'Bloques alternos' },
  { name: 'line', swatch: 'bg-line', use: 'Bordes y separadores' },
  { name: 'danger', swatch: 'bg-danger', use: 'Errores y acciones destructivas' },
  { name: 'success', swatch: 'bg-success', use: 'Confirmaciones' },
] as const;

const EXAMPLE_DAY = new Date('2026-11-22T17:05:00Z');

export const FORMAT_EXAMPLES = {
  budget: formatEuros(150_000),
  rows: [
    ['Importe', `${formatEuros(150_000)} (siempre sin decimales)`],
    ['Importe mínimo', formatEuros(50_000)],
    ['Escuchas', `${formatCount(45_000)} escuchas a 30 días`],
    ['Fecha', formatDate(EXAMPLE_DAY)],
    ['Fecha y hora', formatDateTime(EXAMPLE_DAY)],
    ['Campo opcional', 'Nombre (opcional)'],
    ['Impuestos', 'Impuestos no incluidos'],
  ] as const,
};
