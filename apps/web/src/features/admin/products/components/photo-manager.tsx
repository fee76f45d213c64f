import { useState, type DragEvent } from 'react';
import { toast } from '../../../../lib/toast';
import type { ProductImage } from '@mavazi/shared/catalog.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { Button } from '../../../../components/button';
import { ProductImage as Photo } from '../../../../components/product-image';
import { errorMessage } from '../../../../lib/api-client';
import { useAddProductImage } from '../api/add-product-image';
import { useDeleteProductImage } from '../api/delete-product-image';
import { useReorderProductImages } from '../api/reorder-product-images';
import { useUpdateProductImage } from '../api/update-product-image';
import { inputClass } from '../../components/styles';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_MB = LIMITS.imageBytesMax / 1024 / 1024;

/** `ids` with the photo at `from` moved to `to`. */
function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * A saved product's photos: add (JPEG, PNG or WebP up to 8 MB), reorder by dragging or with the
 * move buttons (the first photo is the product's picture), edit alt text, tie a photo to a colour
 * (the product page shows it when that colour is chosen), delete.
 */
export function PhotoManager({
  productId,
  images,
  colours = [],
}: {
  productId: number;
  images: ProductImage[];
  /** The product's variant colours: a photo can show one of them. */
  colours?: readonly string[];
}) {
  const add = useAddProductImage(productId);
  const remove = useDeleteProductImage(productId);
  const reorder = useReorderProductImages(productId);
  const updateAlt = useUpdateProductImage(productId);
  const [status, setStatus] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = images.map((i) => i.id);

  async function upload(chosen: readonly File[]) {
    for (const [n, file] of chosen.entries()) {
      if (file.size > LIMITS.imageBytesMax) {
        toast.error(`${file.name} is larger than ${MAX_MB} MB`);
        continue;
      }
      setStatus(`Uploading photo ${n + 1} of ${chosen.length}...`);
      try {
        await add.mutateAsync({ file, alt: '' });
      } catch (err) {
        toast.error(`${file.name} was not added: ${errorMessage(err)}`);
      }
    }
    setStatus(chosen.length > 0 ? 'Photos updated' : '');
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= ids.length || from === to) return;
    reorder.mutate(moved(ids, from, to), {
      onSuccess: () => setStatus(`Photo moved to position ${to + 1} of ${ids.length}`),
      onError: (err) => toast.error(`Photos were not reordered: ${errorMessage(err)}`),
    });
  }

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  }

  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-stone-700">Photos</legend>
      <p className="mb-2 text-xs text-stone-500">
        The first photo is the product&apos;s picture. Drag to reorder, or use the move buttons.
      </p>
      {images.length > 0 ? (
        <ol className="mb-3 flex flex-col gap-2" aria-label="Product photos">
          {images.map((image, index) => (
            <li
              key={image.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, index)}
              className={`flex flex-wrap items-center gap-3 rounded-md border p-2 ${dragged === index ? 'border-brand-500 bg-brand-50' : 'border-stone-200'}`}
            >
              <Photo
                src={image.url}
                srcSet={image.srcset}
                avifSrcSet={image.avif_srcset}
                sizes="64px"
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 cursor-grab rounded object-cover"
              />
              <label className="flex min-w-48 flex-1 flex-col text-xs text-stone-600">
                Alt text for photo {index + 1}
                <input
                  defaultValue={image.alt}
                  maxLength={LIMITS.imageAltMax}
                  className={inputClass}
                  onBlur={(e) => {
                    const alt = e.currentTarget.value.trim();
                    if (alt === image.alt) return;
                    updateAlt.mutate(
                      { imageId: image.id, alt },
                      {
                        onSuccess: () => setStatus(`Alt text of photo ${index + 1} saved`),
                        onError: (err) => toast.error(`Alt text not saved: ${errorMessage(err)}`),
                      },
                    );
                  }}
                />
              </label>
              {colours.length > 0 || image.colour ? (
                <label className="flex flex-col text-xs text-stone-600">
                  Colour of photo {index + 1}
                  <select
                    value={image.colour ?? ''}
                    className={inputClass}
                    disabled={updateAlt.isPending}
                    onChange={(e) => {
                      const colour = e.currentTarget.value || null;
                      updateAlt.mutate(
                        { imageId: image.id, alt: image.alt, colour },
                        {
                          onSuccess: () =>
                            setStatus(
                              `Photo ${index + 1} shows ${colour ? colour : 'every colour'}`,
                            ),
                          onError: (err) => toast.error(`Colour not saved: ${errorMessage(err)}`),
                        },
                      );
                    }}
                  >
                    <option value="">Every colour</option>
                    {[...new Set([...colours, ...(image.colour ? [image.colour] : [])])].map(
                      (c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ),
                    )}
                  </select>
                </label>
              ) : null}
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move photo ${index + 1} up`}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === images.length - 1 || reorder.isPending}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move photo ${index + 1} down`}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm('Delete this photo?')) return;
                    remove.mutate(image.id, {
                      onSuccess: () => setStatus('Photo deleted'),
                      onError: (err) => toast.error(`Photo not deleted: ${errorMessage(err)}`),
                    });
                  }}
                >
                  Delete<span className="sr-only"> photo {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-3 text-sm text-stone-500">No photos yet.</p>
      )}
      <label className="flex flex-col gap-1 text-sm text-stone-700">
        Add photos (JPEG, PNG or WebP, up to {MAX_MB} MB each)
        <input
          type="file"
          accept={ACCEPT}
          multiple
          disabled={add.isPending || images.length >= LIMITS.imagesMax}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            // Cleared so choosing the same file again uploads it again.
            e.currentTarget.value = '';
            void upload(files);
          }}
          className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-700"
        />
      </label>
      <p aria-live="polite" className="mt-1 min-h-4 text-xs text-stone-600">
        {status}
      </p>
    </fieldset>
  );
}
