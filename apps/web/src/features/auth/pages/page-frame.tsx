import type { ReactNode } from 'react';

/** The narrow, centred column of the sign-in pages. */
export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}
