import { LayoutFrame } from './default-layout';
import { Logo } from './site-header';

/** SPEC §2 no-header layout: a centred logo, the footer and the same modals as the default one; the cookie notice. */
export function NoHeaderLayout() {
  return (
    <LayoutFrame
      top={
        <div className="flex justify-center px-4 pt-8 pb-4">
          <Logo />
        </div>
      }
    />
  );
}
