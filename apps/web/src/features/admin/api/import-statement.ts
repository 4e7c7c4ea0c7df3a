import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementImportSchema, type StatementImport } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { bankCreditsKey } from './bank-credits';

/** `POST /private/backoffice/bank-statements` (multipart `file`): Norma 43 or camt.053, told by content. */
export async function importStatement(file: File): Promise<StatementImport> {
  const body = new FormData();
  body.append('file', file);
  return api.post('/private/backoffice/bank-statements', statementImportSchema, { body });
}

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankCreditsKey }),
  });
}
