/**
 * The app's line icons: 20-unit outlines drawn with the current text colour, hidden from screen
 * readers (the button or link beside them says what they do). One place for their paths, so an arrow
 * or a cross looks the same on every screen.
 */

interface IconProps {
  /** Size and placement; the stroke follows the text colour. */
  className?: string;
}

function LineIcon({ d, className = 'size-5' }: IconProps & { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const ChevronLeftIcon = (props: IconProps) => <LineIcon d="M12.5 4.5L7 10l5.5 5.5" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <LineIcon d="M7.5 4.5L13 10l-5.5 5.5" {...props} />;
/** Under a disclosure's title; `group-open:rotate-180` turns it up once open. */
export const ChevronDownIcon = (props: IconProps) => <LineIcon d="M5 7.5l5 5 5-5" {...props} />;
export const CloseIcon = (props: IconProps) => <LineIcon d="M5 5l10 10M15 5L5 15" {...props} />;
/** After a link that leaves the site. */
export const ExternalLinkIcon = (props: IconProps) => <LineIcon d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" {...props} />;
