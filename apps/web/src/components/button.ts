/**
 * The button looks of DESIGN.md, as class names so a <button>, a <Link> or an <a> can wear them.
 * One strong accent for the main action of a screen; everything else is quieter.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-on-accent shadow-sm hover:bg-accent-800',
  secondary: 'border border-line bg-surface text-ink hover:border-accent-300 hover:bg-accent-50',
  ghost: 'text-accent-700 hover:bg-accent-50 hover:text-accent-900',
  danger: 'bg-danger text-white shadow-sm hover:brightness-95',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
