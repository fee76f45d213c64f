import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import type { Category } from '@mavazi/shared/constants';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/button';
import { ProductFilters } from '../../../../components/product-filters';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { errorMessage } from '../../../../lib/api-client';
import { useProducts } from '../../../catalog/api/get-products';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useCreateProduct } from '../api/create-product';
import { useDeleteProduct } from '../api/delete-product';
import { useUpdateProduct } from '../api/update-product';
import { ProductFormModal } from '../components/product-form-modal';
import { ProductTable } from '../components/product-table';

/** Closed, adding a new product, or editing one. */
type ModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; product: Product };

/** /admin/products: filter, search, add, edit and delete products. */
export function ProductsPage() {
  const [category, setCategory] = useState<Category | ''>('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const products = useProducts({ category: category || undefined, q: q.trim() || undefined });
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });

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
        actions={<Button onClick={() => setModal({ mode: 'add' })}>Add product</Button>}
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
              onEdit={(product) => setModal({ mode: 'edit', product })}
              onDelete={handleDelete}
            />
          )}
        </QueryList>
      </section>
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
