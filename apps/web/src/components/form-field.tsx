import { createElement, useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../lib/validation-text';

const controlClasses =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm ' +
  'placeholder:text-stone-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 ' +
  'aria-[invalid=true]:border-red-500';

interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes of the box around label, control and messages (grid placement, width). */
  wrapperClassName?: string;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: Omit<FieldChrome, 'wrapperClassName'> & {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  // Subscribes the field to the language, so a shown check message follows a switch.
  useTranslation();
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {validationText(error)}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** The id (given or generated) and the ARIA state that tie a control to its label, hint and error. */
function useControlProps(id: string | undefined, error?: string, hint?: string) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, error, hint),
  };
}

/** A labelled control of one element type, tied to its hint and error. */
function field<E extends 'input' | 'textarea' | 'select'>(element: E) {
  return function Field({
    label,
    error,
    hint,
    id,
    className = '',
    wrapperClassName,
    ...props
  }: FieldChrome & ComponentProps<E>) {
    const control = useControlProps(id, error, hint);
    return (
      <FieldFrame
        id={control.id}
        label={label}
        error={error}
        hint={hint}
        className={wrapperClassName}
      >
        {createElement(element, {
          ...control,
          className: `${controlClasses} ${className}`,
          ...props,
        })}
      </FieldFrame>
    );
  };
}

export const TextField = field('input');
export const TextAreaField = field('textarea');
export const SelectField = field('select');
