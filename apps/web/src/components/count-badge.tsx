interface CountBadgeProps {
  count: number;
}

/**
 * A count beside a header link; nothing at all unless it is above 0 (SPEC §2). It is hidden from
 * assistive technology: the link says the count in words through `countLabel`.
 */
export function CountBadge({ count }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-pill bg-accent-700 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

type Label = readonly [singular: string, plural: string];

/** "Dashboard, 3 acciones pendientes" when there is a count to say, otherwise no label at all. */
export function countLabel(name: string, count: number, label: Label): string | undefined {
  if (count <= 0) return undefined;
  return `${name}, ${count} ${count === 1 ? label[0] : label[1]}`;
}

export const PENDING_LABEL = ['acción pendiente', 'acciones pendientes'] as const;
export const UNREAD_LABEL = ['mensaje sin leer', 'mensajes sin leer'] as const;
