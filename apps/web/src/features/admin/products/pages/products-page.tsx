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
import { useAdminProducts } from '../api/get-admin-products';
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
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const products = useAdminProducts({ category: category || undefined, q: q.trim() || undefined });
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // Only products still listed under the filter stay selected.
  const listed = useMemo(() => products.data ?? [], [products.data]);
  const selected = listed.filter((p) => picked.has(p.id)).map((p) => p.id);

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
      <div className="mb-4">
        <ProductFilters
          category={category}
          search={search}
          onCategoryChange={setCategory}
          onSearchChange={setSearch}
          searchLabel="Search by name"
          searchPlaceholder="e.g. kitenge"
        />
      </div>
      {selected.length > 0 && (
        <BulkBar
          selected={selected}
          matching={listed.length}
          onSelectAll={() => setPicked(new Set(listed.map((p) => p.id)))}
          onClear={() => setPicked(new Set())}
        />
      )}
      <section aria-label="Product list" aria-busy={products.isFetching} className={cardClass}>
        <QueryList
          query={products}
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
