import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { Product, ProductDetail, ProductInput } from '@mavazi/shared/catalog.schemas';
import { CATEGORIES } from '@mavazi/shared/constants';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../../components/form-field';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { productQueryOptions } from '../../../catalog/api/get-product';
import { Modal } from '../../components/modal';
import { PhotoManager } from './photo-manager';
import {
  emptyProductForm,
  productFormSchema,
  productToFormValues,
  type ProductFormValues,
} from './product-form-schema';
import { VariantGrid } from './variant-grid';

interface ModalProps {
  product: Product | null;
  onSubmit: (input: ProductInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Add (product null) or edit a product, with its sizes and (once saved) its photos. `onSubmit` rejects
 * on failure, which keeps the modal open with the server's field problems; the parent closes it after
 * a successful save.
 */
export function ProductFormModal({ product, onSubmit, onClose }: ModalProps) {
  // Editing needs the product's sizes and photos, which lists do not carry.
  const detail = useQuery({
    ...productQueryOptions(String(product?.id ?? 0)),
    enabled: product !== null,
  });
  if (product && !detail.data) {
    return (
      <Modal title="Edit product" onClose={onClose}>
        <p role="status">{detail.isError ? 'Could not load the product.' : 'Loading...'}</p>
      </Modal>
    );
  }
  return <ProductForm product={detail.data ?? null} onSubmit={onSubmit} onClose={onClose} />;
}

function ProductForm({
  product,
  onSubmit,
  onClose,
}: Omit<ModalProps, 'product'> & { product: ProductDetail | null }) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToFormValues(product) : emptyProductForm,
  });
  const {
    formState: { isSubmitting },
  } = form;
  const field = bindFields(form);
  const hasSizes = (useWatch({ control: form.control, name: 'variants' }) ?? []).length > 0;

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
          hint={
            product && product.images.length > 0 ? 'Used when the product has no photo' : undefined
          }
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
          readOnly={hasSizes}
          hint={hasSizes ? 'The sum of the sizes below' : undefined}
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
        <VariantGrid form={form} />
        {product ? (
          <PhotoManager productId={product.id} images={product.images} />
        ) : (
          <p className="text-sm text-stone-500 sm:col-span-2">
            Photos can be added once the product is saved (Edit).
          </p>
        )}
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
