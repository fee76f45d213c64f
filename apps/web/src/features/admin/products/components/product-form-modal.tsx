import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { Product, ProductDetail, ProductInput } from '@mavazi/shared/catalog.schemas';
import { CATEGORIES } from '@mavazi/shared/constants';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { productQueryOptions } from '../../../catalog/api/get-product';
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
import { PhotoManager } from './photo-manager';
import { VariantGrid } from './variant-grid';

const FIELDS = ['name', 'description', 'imageUrl', 'price', 'inventory', 'category'] as const;

const VARIANT_FIELDS = ['id', 'size', 'inventory', 'price', 'sku'] as const;

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
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const hasSizes = (useWatch({ control: form.control, name: 'variants' }) ?? []).length > 0;

  async function submit(input: ProductInput) {
    try {
      await onSubmit(input);
    } catch (err) {
      // The grid's cells too: the server names them variants.N.field (a SKU taken, ...).
      const cells = (getValues('variants') ?? []).flatMap((_, i) =>
        VARIANT_FIELDS.map((f) => `variants.${i}.${f}` as Path<ProductFormValues>),
      );
      applyServerFieldErrors(err, [...FIELDS, 'variants', ...cells], setError);
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
        <FormField
          id="product-inventory"
          label="Inventory"
          error={errors.inventory?.message}
          hint={hasSizes ? 'The sum of the sizes below' : undefined}
        >
          <input
            {...field('inventory')}
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            readOnly={hasSizes}
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
        <VariantGrid form={form} />
        {product ? (
          <PhotoManager productId={product.id} images={product.images} />
        ) : (
          <p className="text-sm text-stone-500 sm:col-span-2">
            Photos can be added once the product is saved (Edit).
          </p>
        )}
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
