import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons';

export interface Question {
  question: string;
  answer: ReactNode;
}

/** Frequent questions, each one a native disclosure (keyboard and screen readers for free). */
export function Faq({ questions }: { questions: readonly Question[] }) {
  return (
    <div className="max-w-3xl divide-y divide-line rounded-card border border-line bg-surface">
      {questions.map((item) => (
        <details key={item.question} className="group px-5 py-1">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDownIcon className="size-5 shrink-0 text-accent-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="pb-4 text-ink-muted">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
