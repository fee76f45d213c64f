import { useTranslation } from 'react-i18next';
import { useId } from 'react';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (next: number) => void;
  label: string;
  disabled?: boolean;
  /** A typed number above max was lowered to max (the caller says so rather than change it silently). */
  onCapped?: (max: number) => void;
  /** The field's name in a form that posts without a script. */
  name?: string;
}

/** − / number / + control kept between 1 and max. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  disabled = false,
  onCapped,
  name,
}: QuantityStepperProps) {
  const id = useId();
  const { t } = useTranslation();
  const top = Math.max(1, max);
  const clamp = (n: number) => Math.max(1, Math.min(top, Math.floor(n)));
  const stepClasses =
    'h-11 w-11 text-lg font-semibold text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border border-stone-300 bg-white">
      <button
        type="button"
        className={stepClasses}
        aria-label={t('quantity.decrease', { label })}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={1}
        max={top}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const n = e.currentTarget.valueAsNumber;
          if (!Number.isFinite(n)) return;
          if (n > top) onCapped?.(top);
          onChange(clamp(n));
        }}
        className="h-11 w-14 border-x border-stone-300 text-center tabular-nums [appearance:textfield] focus:outline-2 focus:outline-brand-500"
      />
      <button
        type="button"
        className={stepClasses}
        aria-label={t('quantity.increase', { label })}
        disabled={disabled || value >= top}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
