import { zodResolver } from '@hookform/resolvers/zod';
import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import { CATEGORIES } from '@mavazi/shared/constants';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../../components/form-field';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { Modal } from '../../components/modal';
import {
  emptyProductForm,
  productFormSchema,
  productToFormValues,
  type ProductFormValues,
} from './product-form-schema';

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
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToFormValues(product) : emptyProductForm,
  });
  const {
    formState: { isSubmitting },
  } = form;
  const field = bindFields(form);

  const submit = submitShowingServerErrors(form, onSubmit);

  return (
    <Modal title={product ? 'Edit product' : 'Add product'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="off"
          wrapperClassName="sm:col-span-2"
          {...field('name')}
        />
        <TextAreaField
          label="Description"
          rows={3}
          wrapperClassName="sm:col-span-2"
          {...field('description')}
        />
        <TextField
          label="Image URL"
          inputMode="url"
          autoComplete="off"
          placeholder="https://..."
          wrapperClassName="sm:col-span-2"
          {...field('imageUrl')}
        />
        <TextField
          label="Price (KES)"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          {...field('price')}
        />
        <TextField
          label="Inventory"
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          {...field('inventory')}
        />
        <SelectField label="Category" wrapperClassName="sm:col-span-2" {...field('category')}>
          <option value="">Select a category</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : product ? 'Save changes' : 'Add product'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
