import { zodResolver } from '@hookform/resolvers/zod';
import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import { CATEGORIES } from '@mavazi/shared/constants';
import { useForm } from 'react-hook-form';
import { describedBy, FormField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import {
  emptyProductForm,
  productFormSchema,
  productToFormValues,
  type ProductFormValues,
} from './product-form-schema';

const FIELDS = ['name', 'description', 'imageUrl', 'price', 'inventory', 'category'] as const;

/**
 * Add (product null) or edit a product. `onSubmit` rejects on failure, which keeps the modal open with the
 * server's field problems; the parent closes it after a successful save.
 */
export function ProductFormModal({
  product,
  onSubmit,
  onClose,
}: {
  product: Product | null;
  onSubmit: (input: ProductInput) => Promise<void>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToFormValues(product) : emptyProductForm,
  });

  async function submit(input: ProductInput) {
    try {
      await onSubmit(input);
    } catch (err) {
      applyServerFieldErrors(err, FIELDS, setError);
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    ...describedBy(`product-${name}`, errors[name]?.message),
    ...register(name),
  });

  return (
    <Modal title={product ? 'Edit product' : 'Add product'} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <FormField
          id="product-name"
          label="Name"
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <input {...field('name')} autoComplete="off" className={inputClass} />
        </FormField>
        <FormField
          id="product-description"
          label="Description"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <textarea {...field('description')} rows={3} className={inputClass} />
        </FormField>
        <FormField
          id="product-imageUrl"
          label="Image URL"
          error={errors.imageUrl?.message}
          className="sm:col-span-2"
        >
          <input
            {...field('imageUrl')}
            inputMode="url"
            autoComplete="off"
            placeholder="https://..."
            className={inputClass}
          />
        </FormField>
        <FormField id="product-price" label="Price (KES)" error={errors.price?.message}>
          <input
            {...field('price')}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            className={inputClass}
          />
        </FormField>
        <FormField id="product-inventory" label="Inventory" error={errors.inventory?.message}>
          <input
            {...field('inventory')}
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            className={inputClass}
          />
        </FormField>
        <FormField
          id="product-category"
          label="Category"
          error={errors.category?.message}
          className="sm:col-span-2"
        >
          <select {...field('category')} className={inputClass}>
            <option value="">Select a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
            {isSubmitting ? 'Saving...' : product ? 'Save changes' : 'Add product'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
