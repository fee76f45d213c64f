import { useEffect, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductInput } from '@mavazi/shared/catalog.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { colourKey, scaleOfSize, SIZE_SCALES } from '@mavazi/shared/size-scales';
import { Button } from '../../../../components/button';
import { inputClass, smallButtonClass } from '../../components/styles';
import type { ProductFormValues } from './product-form-schema';

type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductInput>;
type RowField = 'size' | 'inventory' | 'price' | 'sku';

const cellInput = `${inputClass} min-w-20`;
const errorId = (id: string) => `${id}-error`;

/**
 * The variant grid: a size scale, optional colours, and for every size (and colour) a tick to sell
 * it with its stock, an optional own price and an optional SKU. Stock then sums into the product's
 * inventory. Problems (the form's or the server's) show on the cell they concern.
 */
export function VariantGrid({ form }: { form: ProductForm }) {
  const { control, register, setValue, formState } = form;
  // keyName: the row's own `id` is the variant id the server needs back.
  const { fields, append, remove } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  const rows = useWatch({ control, name: 'variants' }) ?? [];
  const [scaleId, setScaleId] = useState(() => scaleOfSize(fields[0]?.size ?? '')?.id ?? '');
  const [colours, setColours] = useState(() => [
    ...new Set(fields.map((f) => f.colour.trim()).filter(Boolean)),
  ]);
  const [newColour, setNewColour] = useState('');
  const scale = SIZE_SCALES.find((s) => s.id === scaleId);

  // The sum of what is valid; a bad cell shows its own problem.
  const stock = rows.reduce(
    (sum, row) => sum + Math.max(0, Math.floor(Number(row.inventory)) || 0),
    0,
  );
  useEffect(() => {
    if (rows.length > 0) setValue('inventory', String(stock), { shouldValidate: false });
  }, [rows.length, stock, setValue]);

  const indexOf = (size: string, colour: string) =>
    fields.findIndex((f) => f.size === size && colourKey(f.colour) === colourKey(colour));
  const error = (index: number, field: RowField) =>
    formState.errors.variants?.[index]?.[field]?.message;
  const cellProps = (index: number, field: RowField, label: string) => {
    const id = `variant-${index}-${field}`;
    const message = error(index, field);
    return {
      id,
      'aria-label': label,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? errorId(id) : undefined,
    } as const;
  };
  const cellError = (index: number, field: RowField) => {
    const message = error(index, field);
    return message ? (
      <p id={errorId(`variant-${index}-${field}`)} className="mt-1 text-xs text-red-600">
        {message}
      </p>
    ) : null;
  };

  function chooseScale(id: string) {
    const sizes: readonly string[] = SIZE_SCALES.find((s) => s.id === id)?.sizes ?? [];
    // Sizes of another scale would be saved unseen: they go.
    const outside = fields.flatMap((f, i) => (sizes.includes(f.size) ? [] : [i]));
    if (outside.length > 0) remove(outside);
    setScaleId(id);
  }

  function addColour() {
    const colour = newColour.trim().replace(/\s+/g, ' ');
    setNewColour('');
    if (!colour || colours.some((c) => colourKey(c) === colourKey(colour))) return;
    // Sizes ticked before any colour was named take the first colour.
    if (colours.length === 0) fields.forEach((_, i) => setValue(`variants.${i}.colour`, colour));
    setColours([...colours, colour]);
  }

  function removeColour(colour: string) {
    const gone = fields.flatMap((f, i) => (colourKey(f.colour) === colourKey(colour) ? [i] : []));
    if (gone.length > 0) remove(gone);
    setColours(colours.filter((c) => c !== colour));
  }

  const combos = (scale?.sizes ?? []).flatMap((size) =>
    (colours.length > 0 ? colours : ['']).map((colour) => ({ size, colour })),
  );
  const listError = formState.errors.variants?.message ?? formState.errors.variants?.root?.message;

  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-stone-700">Sizes and stock</legend>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-stone-700">
          Size scale
          <select
            value={scaleId}
            onChange={(e) => chooseScale(e.currentTarget.value)}
            className={inputClass}
          >
            <option value="">No sizes (one stock for the product)</option>
            {SIZE_SCALES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {scale ? (
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm text-stone-700">
              Add a colour (optional)
              <input
                value={newColour}
                maxLength={LIMITS.colourMax}
                onChange={(e) => setNewColour(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addColour();
                  }
                }}
                className={inputClass}
              />
            </label>
            <Button variant="secondary" onClick={addColour}>
              Add colour
            </Button>
          </div>
        ) : null}
      </div>
      {colours.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label="Colours">
          {colours.map((colour) => (
            <li
              key={colour}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm"
            >
              {colour}
              <button
                type="button"
                onClick={() => removeColour(colour)}
                className={`${smallButtonClass} text-stone-600 hover:bg-stone-200`}
                aria-label={`Remove colour ${colour}`}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {scale ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Sizes to sell, with stock, price and SKU</caption>
            <thead className="text-xs text-stone-500">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Sell
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Stock
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Own price (KES)
                </th>
                <th scope="col" className="py-1 font-medium">
                  SKU (optional)
                </th>
              </tr>
            </thead>
            <tbody>
              {combos.map(({ size, colour }) => {
                const index = indexOf(size, colour);
                const label = colour ? `${size} in ${colour}` : size;
                return (
                  <tr key={`${size}|${colour}`} className="align-top">
                    <td className="py-1 pr-2 whitespace-nowrap">
                      <label className="inline-flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          checked={index >= 0}
                          onChange={(e) => {
                            if (e.currentTarget.checked)
                              append({
                                size,
                                colour,
                                inventory: '0',
                                price: '',
                                compare_at_price: '',
                                sku: '',
                              });
                            else remove(index);
                          }}
                          className="h-5 w-5"
                        />
                        <span>Sell {label}</span>
                      </label>
                      {index >= 0 ? cellError(index, 'size') : null}
                    </td>
                    {index >= 0 ? (
                      <>
                        <td className="py-1 pr-2">
                          <input
                            {...register(`variants.${index}.inventory`)}
                            {...cellProps(index, 'inventory', `Stock of ${label}`)}
                            // A saved size's stock changes by adjustments on the Stock page, never from this form.
                            readOnly={rows[index]?.id !== undefined}
                            type="number"
                            inputMode="numeric"
                            min="0"
                            step="1"
                            className={cellInput}
                          />
                          {cellError(index, 'inventory')}
                        </td>
                        <td className="py-1 pr-2">
                          <input
                            {...register(`variants.${index}.price`)}
                            {...cellProps(index, 'price', `Own price of ${label}`)}
                            type="number"
                            inputMode="decimal"
                            min="0.01"
                            step="0.01"
                            placeholder="Product price"
                            className={cellInput}
                          />
                          {cellError(index, 'price')}
                        </td>
                        <td className="py-1">
                          <input
                            {...register(`variants.${index}.sku`)}
                            {...cellProps(index, 'sku', `SKU of ${label}`)}
                            autoComplete="off"
                            placeholder="Generated"
                            className={cellInput}
                          />
                          {cellError(index, 'sku')}
                        </td>
                      </>
                    ) : (
                      <td colSpan={3} className="py-1 text-xs text-stone-400">
                        Not sold
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <p className="mt-2 text-sm text-stone-600" aria-live="polite">
          {rows.length} {rows.length === 1 ? 'size' : 'sizes'}, {stock} in stock in all
        </p>
      ) : null}
      {listError ? <p className="mt-1 text-xs text-red-600">{listError}</p> : null}
    </fieldset>
  );
}
