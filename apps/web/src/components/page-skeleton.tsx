/** DESIGN.md: loading shows the shape of the page, not a spinner in the void. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6" role="status" aria-busy="true" aria-label="Cargando">
      <div className="h-10 w-3/4 animate-pulse rounded-control bg-line" />
      <div className="mt-6 h-4 w-full animate-pulse rounded-control bg-line" />
      <div className="mt-3 h-4 w-5/6 animate-pulse rounded-control bg-line" />
    </div>
  );
}
