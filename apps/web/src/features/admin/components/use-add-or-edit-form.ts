import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';

/**
 * An admin form that adds when `current` is null and edits `current` otherwise: pre-filled and focused
 * on `firstField` when editing, the server's field problems on their fields, empty again after an add.
 * `onSubmit` rejects on failure so those problems can be shown.
 */
export function useAddOrEditForm<TIn extends FieldValues, TOut, TRow>({
  schema,
  current,
  toValues,
  empty,
  firstField,
  onSubmit,
}: {
  schema: z.ZodType<TOut, TIn>;
  current: TRow | null;
  toValues: (row: TRow) => DefaultValues<TIn>;
  empty: DefaultValues<TIn>;
  firstField: Path<TIn>;
  onSubmit: (input: TOut) => Promise<void>;
}) {
  const editing = current !== null;
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues: current ? toValues(current) : empty,
  });
  const { reset, setFocus } = form;

  // Choosing Edit on a row brings the keyboard (and the view) to the filled form.
  useEffect(() => {
    if (editing) setFocus(firstField);
  }, [editing, firstField, setFocus]);

  const submit = submitShowingServerErrors(form, async (input) => {
    await onSubmit(input);
    if (!editing) reset(empty);
  });
  return { form, field: bindFields(form), submit, editing };
}
