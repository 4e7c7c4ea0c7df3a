import type { ReactNode } from 'react';

/** One block of My account: a heading the page's landmarks name, and its content on a card. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
