import { Link } from 'react-router';
import { onDarkPrimaryLinkClass, onDarkSecondaryLinkClass, primaryLinkClass, secondaryLinkClass } from './link-styles';

/** Where a call to action leads (a route, or `#id` for a section of the same page) and what it says. */
export interface CallToAction {
  to: string;
  label: string;
}

/** A marketing page's offer: the one strong call, then its alternative. */
export interface CallPair {
  primary: CallToAction;
  secondary: CallToAction;
}

interface CallsToActionProps extends CallPair {
  /** The room above the row. */
  className: string;
  /** On the dark closing band the calls are light. */
  onDark?: boolean;
}

/** The pair of calls to action, side by side once there is room for both. */
export function CallsToAction({ primary, secondary, className, onDark = false }: CallsToActionProps) {
  return (
    <div className={`${className} flex flex-col gap-3 min-[400px]:flex-row min-[400px]:flex-wrap`}>
      <CallLink call={primary} className={onDark ? onDarkPrimaryLinkClass : primaryLinkClass} />
      <CallLink call={secondary} className={onDark ? onDarkSecondaryLinkClass : secondaryLinkClass} />
    </div>
  );
}

function CallLink({ call: { to, label }, className }: { call: CallToAction; className: string }) {
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {label}
    </a>
  ) : (
    <Link to={to} className={className}>
      {label}
    </Link>
  );
}
