import { PageTitleBar } from '@/components/page-title-bar';
import { useRouteHandle } from './route-handle';

/** Stands in for a screen whose issue has not landed yet: its title bar and one line saying so. */
export function PlaceholderPage() {
  const handle = useRouteHandle();
  return (
    <>
      <PageTitleBar title={handle?.title ?? 'Patrocina'} />
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <p className="max-w-2xl text-ink-muted">{handle?.comingSoon ?? 'Esta sección llegará muy pronto.'}</p>
      </div>
    </>
  );
}
