import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  Text,
  type DateValue,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';

export interface DateRange {
  startsOn: string;
  endsOn: string;
}

interface DateRangeFieldProps {
  label: string;
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  /** The first day that can be picked, as `YYYY-MM-DD`. */
  minDay?: string;
  description?: string;
  /** A message from the form's schema or the server, shown under the field. */
  error?: string | undefined;
  isDayUnavailable?: (day: string) => boolean;
}

function toCalendar(day: string): CalendarDate {
  return parseDate(day);
}

const segmentClass =
  'rounded px-0.5 tabular-nums outline-none data-[placeholder]:text-ink-muted data-[type=literal]:px-0 data-[focused]:bg-accent-700 data-[focused]:text-on-accent';

/**
 * A date range with typing and a calendar, in Spanish (es-ES: day first, Monday first, month names).
 * Built on react-aria-components for the keyboard and screen-reader behaviour of a real picker.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  minDay,
  description,
  error,
  isDayUnavailable,
}: DateRangeFieldProps) {
  const rangeValue = value ? { start: toCalendar(value.startsOn), end: toCalendar(value.endsOn) } : null;
  return (
    <I18nProvider locale="es-ES">
      <DateRangePicker
        value={rangeValue}
        onChange={(range) =>
          onChange(range ? { startsOn: range.start.toString(), endsOn: range.end.toString() } : null)
        }
        minValue={minDay ? toCalendar(minDay) : undefined}
        isDateUnavailable={isDayUnavailable ? (date: DateValue) => isDayUnavailable(date.toString()) : undefined}
        isInvalid={Boolean(error)}
        shouldForceLeadingZeros
        className="flex flex-col gap-1.5"
      >
        <Label className="text-sm font-semibold text-ink">{label}</Label>
        <Group className="flex w-full items-center gap-2 rounded-control border border-ink-muted/60 bg-surface py-1.5 pr-1.5 pl-3 data-[focus-within]:outline-2 data-[focus-within]:outline-accent-600 data-[invalid]:border-danger sm:w-fit">
          <DateInput slot="start" className="flex">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <span aria-hidden="true" className="text-ink-muted">
            –
          </span>
          <DateInput slot="end" className="flex">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <Button className="ml-auto inline-flex size-9 items-center justify-center rounded-control text-accent-700 hover:bg-accent-50">
            {/* react-aria names it «Calendario» plus the field's label, in Spanish. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
              <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
            </svg>
          </Button>
        </Group>
        {description ? (
          <Text slot="description" className="text-sm text-ink-muted">
            {description}
          </Text>
        ) : null}
        {error ? <FieldError className="text-sm font-medium text-danger">{error}</FieldError> : null}
        <Popover className="rounded-card border border-line bg-surface p-3 shadow-xl">
          <Dialog className="outline-none" aria-label={label}>
            <RangeCalendar className="w-72">
              <header className="mb-2 flex items-center justify-between">
                <MonthButton slot="previous" label="Mes anterior" icon={<ChevronLeftIcon />} />
                <Heading className="font-semibold first-letter:uppercase" />
                <MonthButton slot="next" label="Mes siguiente" icon={<ChevronRightIcon />} />
              </header>
              <CalendarGrid className="w-full border-collapse text-center text-sm">
                {/* outline-none leaves Tailwind's outline style at none, so the focused day's ring names
                    its style again (outline-solid): without it the ring resolved to nothing. */}
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="m-0.5 flex size-9 items-center justify-center rounded-control outline-none tabular-nums data-[outside-month]:hidden data-[hovered]:bg-accent-50 data-[selected]:rounded-none data-[selected]:bg-accent-100 data-[selection-start]:rounded-l-control data-[selection-start]:bg-accent-700 data-[selection-start]:text-on-accent data-[selection-end]:rounded-r-control data-[selection-end]:bg-accent-700 data-[selection-end]:text-on-accent data-[disabled]:text-ink-muted/50 data-[unavailable]:text-ink-muted/50 data-[unavailable]:line-through data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-accent-600 data-[focus-visible]:outline-solid"
                  />
                )}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}

/** The calendar's arrow to the month before or after, named for screen readers. */
function MonthButton({ slot, label, icon }: { slot: 'previous' | 'next'; label: string; icon: ReactNode }) {
  return (
    <Button slot={slot} className="inline-flex size-9 items-center justify-center rounded-control hover:bg-accent-50">
      <span className="sr-only">{label}</span>
      {icon}
    </Button>
  );
}
