import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import type { Category } from '@mavazi/shared/constants';
import { useMemo, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/button';
import { ProductFilters } from '../../../../components/product-filters';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { exportProducts } from '../api/export-products';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  getAllAdminProductIds,
  useAdminProducts,
  type AdminProductStatus,
} from '../api/get-admin-products';
import { useCreateProduct } from '../api/create-product';
import { useDeleteProduct } from '../api/delete-product';
import { useUpdateProduct } from '../api/update-product';
import { BulkBar } from '../components/bulk-bar';
import { ImportDialog } from '../components/import-dialog';
import { ProductFormModal } from '../components/product-form-modal';
import { ProductTable } from '../components/product-table';

/** Closed, adding a new product, or editing one. */
type ModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; product: Product };

/** /admin/products: filter, search, add, edit and delete products. */
export function ProductsPage() {
  const [category, setCategory] = useState<Category | ''>('');
  const [status, setStatus] = useState<AdminProductStatus | ''>('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search, 250);
  const filters = useMemo(
    () => ({
      category: category || undefined,
      q: q.trim() || undefined,
      status: status || undefined,
    }),
    [category, q, status],
  );
  const products = useAdminProducts(filters, offset / ADMIN_PRODUCTS_PAGE_SIZE + 1);
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [selectingAll, setSelectingAll] = useState(false);
  const selected = [...picked];
  // Another filter means another set of products: the selection and the page start over.
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setPicked(new Set());
    setOffset(0);
  }

  async function selectAllMatching() {
    setSelectingAll(true);
    try {
      setPicked(new Set(await getAllAdminProductIds(filters)));
    } catch (err) {
      toast.error(`Could not select them all: ${errorMessage(err)}`);
    } finally {
      setSelectingAll(false);
    }
  }

  function toggle(id: number, on: boolean) {
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function handleExport() {
    setExporting(true);
    try {
      await exportProducts();
    } catch (err) {
      toast.error(`Export failed: ${errorMessage(err)}`);
    } finally {
      setExporting(false);
    }
  }

  async function handleSubmit(input: ProductInput) {
    if (modal.mode === 'edit') {
      try {
        await updateProduct.mutateAsync({ id: modal.product.id, input });
      } catch (err) {
        toast.error(`Error updating product: ${errorMessage(err)}`);
        throw err;
      }
      toast.success('Product updated successfully!');
    } else {
      let created: Product;
      try {
        created = await createProduct.mutateAsync(input);
      } catch (err) {
        toast.error(`Error adding product: ${errorMessage(err)}`);
        throw err;
      }
      toast.success('Product added successfully!');
      // The form stays open on the saved product, so its photos can be added right away.
      setModal({ mode: 'edit', product: created });
      return;
    }
    setModal({ mode: 'closed' });
  }

  function handleDelete(product: Product) {
    if (!window.confirm('Are you sure you want to delete this product?')) return;
    deleteProduct.mutate(product.id, {
      onSuccess: () => toast.success('Product deleted successfully!'),
      onError: (err) => toast.error(`Error deleting product: ${errorMessage(err)}`),
    });
  }

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={exporting} onClick={() => void handleExport()}>
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setModal({ mode: 'add' })}>Add product</Button>
          </div>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <ProductFilters
          category={category}
          search={search}
          onCategoryChange={setCategory}
          onSearchChange={setSearch}
          searchLabel="Search by name"
          searchPlaceholder="e.g. kitenge"
        />
        <div>
          <label
            htmlFor="admin-product-status"
            className="block text-sm font-medium text-stone-700"
          >
            Status
          </label>
          <select
            id="admin-product-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as AdminProductStatus | '')}
            className="mt-1 min-h-11 rounded-md border border-stone-300 px-3"
          >
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="draft">Draft</option>
            <option value="scheduled">Scheduled</option>
          </select>
        </div>
      </div>
      {selected.length > 0 && (
        <BulkBar
          selected={selected}
          matching={products.data?.total ?? selected.length}
          selectingAll={selectingAll}
          onSelectAll={() => void selectAllMatching()}
          onClear={() => setPicked(new Set())}
        />
      )}
      <section aria-label="Product list" aria-busy={products.isFetching} className={cardClass}>
        <QueryList
          query={products}
          paging={{
            offset,
            limit: ADMIN_PRODUCTS_PAGE_SIZE,
            label: 'Product pages',
            onChange: setOffset,
          }}
          empty="No products found"
          error={(err) => `Error loading products: ${errorMessage(err)}`}
        >
          {(list) => (
            <ProductTable
              products={list}
              deletingId={deleteProduct.isPending ? (deleteProduct.variables ?? null) : null}
              selected={picked}
              onToggle={toggle}
              onEdit={(product) => setModal({ mode: 'edit', product })}
              onDelete={handleDelete}
            />
          )}
        </QueryList>
      </section>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {modal.mode !== 'closed' && (
        <ProductFormModal
          key={modal.mode === 'edit' ? modal.product.id : 'new'}
          product={modal.mode === 'edit' ? modal.product : null}
          onSubmit={handleSubmit}
          onClose={() => setModal({ mode: 'closed' })}
        />
      )}
    </>
  );
}
