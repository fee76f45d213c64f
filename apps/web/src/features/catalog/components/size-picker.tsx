import { useTranslation } from 'react-i18next';
import type { ProductVariant } from '@mavazi/shared/catalog.schemas';
import { compareSizes, variantLabel } from '@mavazi/shared/size-scales';

/** Stock at or below this shows "Only N left". */
const FEW_LEFT = 3;

export interface SizeChoice {
  size: string | null;
  /** '' stands for variants without a colour. */
  colour: string | null;
}

interface Option {
  value: string;
  label: string;
  available: boolean;
}

/** The variant a choice names, when both size and (where there are colours) colour are chosen. */
export function chosenVariant(
  variants: readonly ProductVariant[],
  choice: SizeChoice,
): ProductVariant | undefined {
  const byColour = colourOptions(variants).length > 0;
  return variants.find(
    (v) => v.size === choice.size && (!byColour || (v.colour ?? '') === choice.colour),
  );
}

/** Colours to choose from (none when no variant has a colour); a single colour is chosen at once. */
export function colourOptions(variants: readonly ProductVariant[]): string[] {
  const colours = [...new Set(variants.map((v) => v.colour ?? ''))];
  return colours.length > 1 || (colours[0] ?? '') !== '' ? colours : [];
}

/** The choice to start with: the only colour, and the only size when it is in stock. */
export function initialChoice(variants: readonly ProductVariant[]): SizeChoice {
  const colours = colourOptions(variants);
  const sizes = [...new Set(variants.map((v) => v.size))];
  const colour = colours.length === 1 ? (colours[0] ?? null) : null;
  const onlySize = sizes.length === 1 ? sizes[0] : undefined;
  const inStock = variants.some((v) => v.size === onlySize && v.inventory > 0);
  return { size: onlySize && inStock ? onlySize : null, colour };
}

function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const soldOut = t('product.soldOut');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">
        {legend}
        {value !== null ? (
          <span className="font-normal text-stone-600">
            : {options.find((o) => o.value === value)?.label}
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={!option.available}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={
                'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-medium ' +
                'border-stone-300 bg-white text-stone-900 hover:border-brand-600 ' +
                'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white ' +
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ' +
                'peer-disabled:cursor-not-allowed peer-disabled:border-stone-200 peer-disabled:bg-stone-100 peer-disabled:text-stone-500 peer-disabled:line-through'
              }
            >
              {option.label}
              {option.available ? null : <span className="sr-only">{soldOut}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Size (and colour) buttons as radio groups: sold-out ones are struck through and cannot be chosen;
 * "Only 2 left in M" is announced when few of the chosen variant are left.
 */
export function SizePicker({
  variants,
  choice,
  onChange,
}: {
  variants: readonly ProductVariant[];
  choice: SizeChoice;
  onChange: (choice: SizeChoice) => void;
}) {
  const { t } = useTranslation('catalog');
  const colours = colourOptions(variants);
  const inStock = (size: string | null, colour: string | null) =>
    variants.some(
      (v) =>
        v.inventory > 0 &&
        (size === null || v.size === size) &&
        (colour === null || (v.colour ?? '') === colour),
    );
  const sizes = [...new Set(variants.map((v) => v.size))].sort(compareSizes);
  const chosen = chosenVariant(variants, choice);
  return (
    <div className="flex flex-col gap-4">
      {colours.length > 0 ? (
        <RadioGroup
          legend={t('product.colour')}
          name="colour"
          value={choice.colour}
          options={colours.map((c) => ({
            value: c,
            label: c || t('product.standard'),
            available: inStock(null, c),
          }))}
          onChange={(colour) =>
            // A size sold out in the new colour is unchosen rather than silently kept.
            onChange({
              colour,
              size: choice.size && inStock(choice.size, colour) ? choice.size : null,
            })
          }
        />
      ) : null}
      <RadioGroup
        legend={t('product.size')}
        name="size"
        value={choice.size}
        options={sizes.map((s) => ({ value: s, label: s, available: inStock(s, choice.colour) }))}
        onChange={(size) => onChange({ ...choice, size })}
      />
      <p aria-live="polite" className="min-h-5 text-sm font-semibold text-amber-800">
        {chosen && chosen.inventory > 0 && chosen.inventory <= FEW_LEFT
          ? t('product.onlyLeft', { count: chosen.inventory, variant: variantLabel(chosen) })
          : ''}
      </p>
    </div>
  );
}
