import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@mavazi/shared/catalog-ops.schemas';
import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, PRODUCT_STATUSES, type ProductStatus } from '@mavazi/shared/constants';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../../components/form-field';
import { isApiError } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminCollections } from '../../collections/api/get-admin-collections';
import { Modal } from '../../components/modal';
import { adminProductQueryOptions } from '../api/get-admin-product';
import { PhotoManager } from './photo-manager';
import {
  emptyProductForm,
  productFormSchema,
  productToFormValues,
  type ProductFormValues,
} from './product-form-schema';
import { VariantGrid } from './variant-grid';

const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active (on sale)',
  draft: 'Draft (hidden from shoppers)',
  scheduled: 'Scheduled',
};

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
  // Editing needs the product's sizes, photos, collections and version, which lists do not carry (drafts too).
  const detail = useQuery({
    ...adminProductQueryOptions(product?.id ?? 0),
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
}: Omit<ModalProps, 'product'> & { product: AdminProduct | null }) {
  const queryClient = useQueryClient();
  // The product as the form was last filled from: a save names its version.
  const [base, setBase] = useState(product);
  const [changed, setChanged] = useState<string[]>([]);
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToFormValues(product) : emptyProductForm,
  });
  const {
    formState: { isSubmitting },
  } = form;
  const field = bindFields(form);
  const hasSizes = (useWatch({ control: form.control, name: 'variants' }) ?? []).length > 0;
  const status = useWatch({ control: form.control, name: 'status' });
  const collections = useAdminCollections();
  // Colours of the sizes saved: a photo can be tied to one of them.
  const colours = [
    ...new Set((product?.variants ?? []).flatMap((v) => (v.colour ? [v.colour] : []))),
  ];

  async function save(input: ProductInput) {
    if (!base) return onSubmit(input);
    // Stock of saved sizes (and of the product) is never sent back: it changes by adjustments only.
    const edit: ProductInput = {
      ...input,
      version: base.version,
      inventory: undefined,
      variants: input.variants?.map((v) =>
        v.id === undefined ? v : { ...v, inventory: undefined },
      ),
    };
    try {
      await onSubmit(edit);
    } catch (err) {
      if (isApiError(err, 'STALE_EDIT')) {
        const current = await queryClient.fetchQuery(adminProductQueryOptions(base.id));
        setChanged(differences(base, current));
        setBase(current);
        form.reset(productToFormValues(current));
      }
      throw err;
    }
  }

  const submit = submitShowingServerErrors(form, save);

  return (
    <Modal title={product ? 'Edit product' : 'Add product'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {changed.length > 0 && (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:col-span-2"
          >
            <p className="font-medium">
              Someone changed this product after you opened it. The form now shows the current
              values; make your change again and save.
            </p>
            <ul className="mt-1 list-disc pl-5">
              {changed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
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
            product && product.images.length > 0
              ? 'Used when the product has no photo'
              : 'Leave empty to upload photos once the product is saved'
          }
          wrapperClassName="sm:col-span-2"
          {...field('imageUrl')}
        />
        <SelectField label="Status" {...field('status')}>
          {PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        {status === 'scheduled' ? (
          <TextField
            label="Goes on sale at"
            type="datetime-local"
            hint="Kenyan time (EAT)"
            {...field('publish_at')}
          />
        ) : (
          <div aria-hidden="true" className="hidden sm:block" />
        )}
        <TextField
          label="Price (KES)"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          {...field('price')}
        />
        <TextField
          label="Compare-at price (KES, optional)"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          hint="The old price shown struck through; above the price"
          {...field('compare_at_price')}
        />
        <TextField
          label="Inventory"
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          readOnly={hasSizes || base !== null}
          hint={
            hasSizes
              ? 'The sum of the sizes below'
              : base
                ? 'Change stock with an adjustment on the Stock page'
                : undefined
          }
          {...field('inventory')}
        />
        {base && (
          <p className="text-sm sm:col-span-2">
            <Link
              to={`${ADMIN_PATHS.products}/${base.id}/stock`}
              className="font-medium text-emerald-700 underline"
            >
              Adjust stock (restock, count, damaged)
            </Link>
          </p>
        )}
        <SelectField label="Category" wrapperClassName="sm:col-span-2" {...field('category')}>
          <option value="">Select a category</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-stone-700">Collections</legend>
          {collections.data && collections.data.length > 0 ? (
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {collections.data.map((c) => (
                <label key={c.id} className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={c.slug}
                    className="h-5 w-5 accent-brand-600"
                    {...form.register('collections')}
                  />
                  {c.name}
                </label>
              ))}
            </div>
          ) : (
            <p className="text-sm text-stone-500">
              {collections.isPending ? 'Loading collections...' : 'No collections yet.'}
            </p>
          )}
          {form.formState.errors.collections?.message ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {form.formState.errors.collections.message}
            </p>
          ) : null}
        </fieldset>
        <VariantGrid form={form} />
        {product ? (
          <PhotoManager productId={product.id} images={product.images} colours={colours} />
        ) : (
          <p className="text-sm text-stone-500 sm:col-span-2">
            Photos can be added once the product is saved: the form stays open for them.
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

/** What another save changed between the version the form was opened at and the current one. */
function differences(before: AdminProduct, after: AdminProduct): string[] {
  const lines: string[] = [];
  const field = (label: string, was: string, now: string) => {
    if (was !== now) lines.push(`${label}: ${was || '(empty)'} → ${now || '(empty)'}`);
  };
  field('Name', before.name, after.name);
  field('Description', before.description, after.description);
  field('Price', formatKsh(before.price), formatKsh(after.price));
  field('Category', before.category, after.category);
  field('Image URL', before.imageUrl, after.imageUrl);
  field('Status', before.status, after.status);
  field('Goes on sale at', before.publish_at ?? '', after.publish_at ?? '');
  field(
    'Compare-at price',
    before.compare_at_price === null ? '' : formatKsh(before.compare_at_price),
    after.compare_at_price === null ? '' : formatKsh(after.compare_at_price),
  );
  field('Collections', before.collections.join(', '), after.collections.join(', '));
  field('Stock', String(before.inventory), String(after.inventory));
  const sizeOf = (v: AdminProduct['variants'][number]) =>
    v.colour ? `${v.size} in ${v.colour}` : v.size;
  const was = new Map(before.variants.map((v) => [v.id, v]));
  for (const v of after.variants) {
    const old = was.get(v.id);
    if (!old) lines.push(`Size ${sizeOf(v)} added`);
    else {
      field(`Stock of ${sizeOf(v)}`, String(old.inventory), String(v.inventory));
      field(
        `Price of ${sizeOf(v)}`,
        old.price === null ? '' : formatKsh(old.price),
        v.price === null ? '' : formatKsh(v.price),
      );
    }
    was.delete(v.id);
  }
  for (const v of was.values()) lines.push(`Size ${sizeOf(v)} removed`);
  return lines;
}
