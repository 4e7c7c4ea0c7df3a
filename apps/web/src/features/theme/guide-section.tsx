import { type ReactNode } from 'react';

/** The style guide's sections and the frame around each specimen. */

export const SECTIONS = [
  ['colores', 'Colores'],
  ['tipografia', 'Tipografía'],
  ['botones', 'Botones'],
  ['campos', 'Campos'],
  ['formulario', 'Formulario'],
  ['avisos', 'Avisos y diálogos'],
  ['chat', 'Chat'],
  ['identidad', 'Avatares, insignias e imágenes'],
  ['formatos', 'Formatos'],
] as const;

export function GuideSection({
  id,
  title,
  children,
}: {
  id: (typeof SECTIONS)[number][0];
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-4 border-t border-line pt-10 mt-12">
      <h2 id={`${id}-titulo`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="rounded-card border border-line p-4">
      <figcaption className="mb-3 text-sm font-medium text-ink-muted">{label}</figcaption>
      {children}
    </figure>
  );
}
