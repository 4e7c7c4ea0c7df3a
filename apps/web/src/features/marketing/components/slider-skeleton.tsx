const SKELETON_CARDS = 5;

/** The shape of the slider while it loads (DESIGN.md: skeletons of the real layout). */
export function SliderSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Cargando el catálogo"
      data-slider-skeleton=""
      className="flex gap-4 overflow-hidden"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="w-40 shrink-0 sm:w-44">
          <div className="size-40 animate-pulse rounded-control bg-line sm:size-44" />
          <div className="mt-3 h-4 w-3/4 animate-pulse rounded-control bg-line" />
          <div className="mt-2 h-3 w-1/2 animate-pulse rounded-control bg-line" />
        </div>
      ))}
    </div>
  );
}
