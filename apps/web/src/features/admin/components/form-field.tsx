import type { ReactNode } from 'react';

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Props that tie an input to its error text for assistive technology. */
export function describedBy(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  } as const;
}

/** A label, one control (given as children, using `describedBy`) and its validation message. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      {error && (
        <p id={fieldErrorId(id)} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
