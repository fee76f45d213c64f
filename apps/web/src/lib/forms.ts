import type {
  FieldValues,
  Path,
  RegisterOptions,
  SubmitErrorHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { isApiError } from './api-client';
import { toastUnloadedChecks } from './lazy-resolver';

/** What a shared field (src/components/form-field) needs from the form for one control. */
export type BoundField = UseFormRegisterReturn & { error?: string };

/** `field(name)`: the control's registration and its current error text, ready to spread on a shared field. */
export function bindFields<TIn extends FieldValues, TContext, TOut>(
  form: UseFormReturn<TIn, TContext, TOut>,
) {
  return (name: Path<TIn>, options?: RegisterOptions<TIn, Path<TIn>>): BoundField => ({
    ...form.register(name, options),
    // Passing formState subscribes the form's render to this field's error.
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

/**
 * Puts the server's per-field problems (a 400's `details`) next to the form's matching fields. `aliases` names
 * the form field of a body field the form calls otherwise (checkout's `shipping.city` is the form's `city`).
 * Returns whether any problem found its field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  err: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(err) || !err.details) return false;
  const fields = new Set(Object.keys(form.getValues()));
  let shown = false;
  for (const [name, problem] of Object.entries(err.details)) {
    // A cell of a list of rows (`variants.2.sku`) gets its own error; an element of a plain list
    // (`counties.1`) belongs to the list's field.
    const top = name.split('.')[0] ?? name;
    const field = aliases[name] ?? (fields.has(name) || name.split('.').length > 2 ? name : top);
    if (!fields.has(field.split('.')[0] ?? field)) continue;
    // The first problem's field takes the focus: in a long form it may be out of sight.
    form.setError(field as Path<T>, { type: 'server', message: problem }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * The form's submit handler: valid values go to `run`; when it throws, the server's field problems land on
 * their fields and `onFailure` tells the rest (usually a toast). `onInvalid` runs when the form's own checks fail.
 */
export function submitShowingServerErrors<TIn extends FieldValues, TContext, TOut>(
  form: UseFormReturn<TIn, TContext, TOut>,
  run: (values: TOut) => Promise<unknown>,
  onFailure: (err: unknown) => void = () => {},
  onInvalid?: SubmitErrorHandler<TIn>,
) {
  return form.handleSubmit(
    async (values) => {
      try {
        await run(values);
      } catch (err) {
        showServerFieldErrors(err, form);
        onFailure(err);
      }
    },
    (errors, event) => {
      toastUnloadedChecks(errors);
      return onInvalid?.(errors, event);
    },
  );
}
