import { zodResolver } from '@hookform/resolvers/zod';
import {
  collectionInputSchema,
  type AdminCollection,
  type CollectionInput,
} from '@mavazi/shared/catalog.schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../../components/button';
import { TextAreaField, TextField } from '../../../../components/form-field';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { Modal } from '../../components/modal';

/** The form's text fields; the picture's URL may be left empty. */
const collectionFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string().optional(),
    image_url: z.string().nullish(),
  })
  .pipe(collectionInputSchema);
type CollectionFormValues = z.input<typeof collectionFormSchema>;

/** "Kitenge & Ankara" → "kitenge-ankara": the address a new collection is offered. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** Add (collection null) or edit a collection; server problems (a taken slug) show on their field. */
export function CollectionForm({
  collection,
  onSubmit,
  onClose,
}: {
  collection: AdminCollection | null;
  onSubmit: (input: CollectionInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<CollectionFormValues, unknown, CollectionInput>({
    resolver: zodResolver(collectionFormSchema),
    defaultValues: {
      name: collection?.name ?? '',
      slug: collection?.slug ?? '',
      description: collection?.description ?? '',
      image_url: collection?.image_url ?? '',
    },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(form, onSubmit);
  const name = field('name');
  return (
    <Modal title={collection ? 'Edit collection' : 'Add collection'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label="Name"
          autoComplete="off"
          {...name}
          onBlur={(event) => {
            void name.onBlur(event);
            // A new collection's address follows its name until the admin types one.
            if (!collection && !form.getValues('slug'))
              form.setValue('slug', slugFromName(event.currentTarget.value));
          }}
        />
        <TextField
          label="Slug"
          autoComplete="off"
          hint="The collection's address: /products?collection=slug"
          {...field('slug')}
        />
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <TextField
          label="Picture URL (optional)"
          inputMode="url"
          autoComplete="off"
          {...field('image_url')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting
              ? 'Saving...'
              : collection
                ? 'Save changes'
                : 'Add collection'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
