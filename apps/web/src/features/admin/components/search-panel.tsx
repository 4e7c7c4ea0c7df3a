import { useId, type ReactNode } from 'react';
import { SearchField } from '@/components/search-field';

/** One of the admin's panels: its heading, the search box that filters it, and what it lists. */
export function SearchPanel({
  title,
  searchLabel,
  text,
  onTextChange,
  children,
}: {
  title: string;
  searchLabel: string;
  text: string;
  onTextChange: (text: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <SearchField label={searchLabel} value={text} onChange={onTextChange} />
      {children}
    </section>
  );
}
