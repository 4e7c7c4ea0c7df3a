import { useEffect, useRef } from 'react';
import { type Sheet, type SheetStep } from '@patrocina/domain';
import type { FormValues, ZodForm } from '@/components/form';
import { toast } from '@/lib/toast';
import { useSaveSheetStep, type SheetStepInput } from '../../api/save-sheet-step';
import { userMessageOf } from '@/lib/user-message';

export interface StepProps {
  podcastId: string;
  sheet: Sheet;
  onSaved: (sheet: Sheet) => void;
  onDirtyChange: (dirty: boolean) => void;
  submitLabel: string;
}

/**
 * What every step shares: it reports unsaved changes (the page asks before leaving), and saves
 * through the step's call, keeping the user's input and showing the server's reason on failure.
 */
export function useStepForm<V extends FormValues>({
  form,
  podcastId,
  step,
  onSaved,
  onDirtyChange,
  initial,
}: {
  form: ZodForm<V>;
  podcastId: string;
  step: SheetStep;
  onSaved: (sheet: Sheet) => void;
  onDirtyChange: (dirty: boolean) => void;
  initial: V;
}) {
  const save = useSaveSheetStep(podcastId);
  const baseline = useRef(JSON.stringify(initial));
  const isDirty = JSON.stringify(form.values) !== baseline.current;

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  return form.handleSubmit(async (value) => {
    try {
      const sheet = await save.mutateAsync({ step, value } as SheetStepInput);
      baseline.current = JSON.stringify(form.values);
      onDirtyChange(false);
      onSaved(sheet);
    } catch (error) {
      const reason = userMessageOf(error);
      toast.error(reason);
    }
  });
}
