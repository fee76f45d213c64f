import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** Puts the server's per-field validation problems (400 `details`) next to the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): void {
  if (!(err instanceof ApiError) || !err.details) return;
  for (const field of fields) {
    const problem = err.details[field];
    if (problem) setError(field, { type: 'server', message: problem });
  }
}
