import type { AdminCollection, CollectionInput } from '@mavazi/shared/catalog.schemas';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass, tableClass, tdClass, thClass } from '../../components/styles';
import { useDeleteCollection } from '../api/delete-collection';
import { useAdminCollections } from '../api/get-admin-collections';
import { useSaveCollection } from '../api/save-collection';
import { CollectionForm } from '../components/collection-form';

type FormState =
  { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; collection: AdminCollection };

/** /admin/collections: the shop's collections (Kitenge, Shoes...) with their products counted. */
export function CollectionsPage() {
  const collections = useAdminCollections();
  const save = useSaveCollection();
  const remove = useDeleteCollection();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });

  async function handleSubmit(input: CollectionInput) {
    const editing = form.mode === 'edit' ? form.collection : null;
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input });
    } catch (err) {
      toast.error(`Collection not saved: ${errorMessage(err)}`);
      throw err;
    }
    toast.success(editing ? 'Collection updated' : 'Collection added');
    setForm({ mode: 'closed' });
  }

  function handleDelete(collection: AdminCollection) {
    if (!window.confirm(`Delete the collection ${collection.name}? Its products stay in the shop.`))
      return;
    remove.mutate(collection.id, {
      onSuccess: () => toast.success('Collection deleted'),
      onError: (err) => toast.error(`Collection not deleted: ${errorMessage(err)}`),
    });
  }

  return (
    <>
      <PageHeader
        title="Collections"
        actions={<Button onClick={() => setForm({ mode: 'add' })}>Add collection</Button>}
      />
      <section
        aria-label="Collection list"
        aria-busy={collections.isFetching}
        className={cardClass}
      >
        <QueryList
          query={collections}
          empty="No collections yet"
          error={(err) => `Error loading collections: ${errorMessage(err)}`}
        >
          {(list) => (
            <div className="overflow-x-auto">
              <table className={tableClass}>
                <caption className="sr-only">Collections</caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      Name
                    </th>
                    <th scope="col" className={thClass}>
                      Slug
                    </th>
                    <th scope="col" className={thClass}>
                      Products
                    </th>
                    <th scope="col" className={thClass}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {list.map((c) => (
                    <tr key={c.id}>
                      <td className={tdClass}>{c.name}</td>
                      <td className={tdClass}>{c.slug}</td>
                      <td className={tdClass}>{c.product_count}</td>
                      <td className={`${tdClass} flex justify-end gap-2`}>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setForm({ mode: 'edit', collection: c })}
                        >
                          Edit<span className="sr-only"> {c.name}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          disabled={remove.isPending}
                          onClick={() => handleDelete(c)}
                        >
                          Delete<span className="sr-only"> {c.name}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryList>
      </section>
      {form.mode !== 'closed' ? (
        <CollectionForm
          key={form.mode === 'edit' ? form.collection.id : 'new'}
          collection={form.mode === 'edit' ? form.collection : null}
          onSubmit={handleSubmit}
          onClose={() => setForm({ mode: 'closed' })}
        />
      ) : null}
    </>
  );
}
