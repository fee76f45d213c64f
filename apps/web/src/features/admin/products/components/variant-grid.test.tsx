import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { product, productDetail } from '../../../../test/fixtures';
import { renderAdminPage } from '../../../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

const makeProduct = (overrides: Partial<Product> = {}) =>
  product({ id: 3, name: 'Kitenge Shirt', ...overrides });
const renderProducts = (routes: Parameters<typeof renderAdminPage>[1]) =>
  renderAdminPage('/admin/products', routes);

const photo = (id: number, alt = '') => ({
  id,
  url: `/uploads/products/p${id}-640.webp`,
  srcset: `/uploads/products/p${id}-320.webp 320w`,
  alt,
  width: 640,
  height: 640,
  colour: null,
});

describe('admin product form: sizes and photos', () => {
  async function openAdd(user: ReturnType<typeof renderProducts>['user']) {
    // The first render loads the admin area's lazy chunk: slow on a busy machine.
    await user.click(
      await screen.findByRole('button', { name: 'Add product' }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add product' });
    const d = within(dialog);
    await user.type(d.getByLabelText('Name'), 'Ankara Top');
    await user.type(d.getByLabelText('Description'), 'Wax-print top');
    await user.type(d.getByLabelText('Image URL'), '/images/placeholder.svg');
    await user.type(d.getByLabelText('Price (KES)'), '2400');
    await user.selectOptions(d.getByLabelText('Category'), 'Women');
    return d;
  }

  it('adds a product with a size scale, a colour, stock and an own price per size', async () => {
    const { server, user } = renderProducts({
      'GET /admin/products': { body: [] },
      'POST /admin/products': { status: 201, body: makeProduct({ id: 20 }) },
    });
    const d = await openAdd(user);
    await user.selectOptions(d.getByLabelText('Size scale'), 'adult');
    await user.type(d.getByLabelText('Add a colour (optional)'), 'Red{Enter}');
    expect(d.getByRole('list', { name: 'Colours' })).toHaveTextContent('Red');
    await user.click(d.getByLabelText('Sell M in Red'));
    await user.click(d.getByLabelText('Sell L in Red'));
    await user.clear(d.getByLabelText('Stock of M in Red'));
    await user.type(d.getByLabelText('Stock of M in Red'), '3');
    await user.clear(d.getByLabelText('Stock of L in Red'));
    await user.type(d.getByLabelText('Stock of L in Red'), '4');
    await user.type(d.getByLabelText('Own price of L in Red'), '2600');
    expect(d.getByLabelText('Inventory')).toHaveValue(7);
    expect(d.getByLabelText('Inventory')).toHaveAttribute('readonly');
    await user.click(d.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/products')[0]?.body).toMatchObject({
      inventory: 7,
      variants: [
        { size: 'M', colour: 'Red', inventory: 3, price: null, sku: null },
        { size: 'L', colour: 'Red', inventory: 4, price: 2600, sku: null },
      ],
    });
  });

  it("shows a negative stock on its cell and sends nothing, then the server's SKU problem on its cell", async () => {
    const { server, user } = renderProducts({
      'GET /admin/products': { body: [] },
      'POST /admin/products': {
        status: 409,
        body: {
          error: 'SKU TOP-M is already used by another product',
          code: 'SKU_TAKEN',
          details: { 'variants.0.sku': 'SKU TOP-M is already used by another product' },
        },
      },
    });
    const d = await openAdd(user);
    await user.selectOptions(d.getByLabelText('Size scale'), 'adult');
    await user.click(d.getByLabelText('Sell M'));
    await user.clear(d.getByLabelText('Stock of M'));
    await user.type(d.getByLabelText('Stock of M'), '-2');
    await user.click(d.getByRole('button', { name: 'Add product' }));
    expect(await d.findByText('Stock cannot be negative')).toBeInTheDocument();
    expect(d.getByLabelText('Stock of M')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /admin/products')).toHaveLength(0);

    await user.clear(d.getByLabelText('Stock of M'));
    await user.type(d.getByLabelText('Stock of M'), '2');
    await user.type(d.getByLabelText('SKU of M'), 'top-m');
    await user.click(d.getByRole('button', { name: 'Add product' }));
    expect(await d.findByText('SKU TOP-M is already used by another product')).toBeInTheDocument();
    expect(d.getByLabelText('SKU of M')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add product' })).toBeInTheDocument();
  });

  it('edits the sizes and photos of a saved product: reorder by button, alt text, delete, upload', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const detail = productDetail({
      ...makeProduct(),
      variants: [
        {
          id: 5,
          sku: 'MZ3-S',
          size: 'S',
          colour: null,
          inventory: 2,
          price: null,
          compare_at_price: null,
        },
        {
          id: 6,
          sku: 'MZ3-M',
          size: 'M',
          colour: null,
          inventory: 6,
          price: 2600,
          compare_at_price: null,
        },
      ],
      images: [photo(1, 'Front'), photo(2, 'Back')],
    });
    const { server, user } = renderProducts({
      'GET /admin/products': { body: [makeProduct()] },
      'GET /admin/products/3': { body: { ...detail, version: 4 } },
      'PUT /admin/products/3/images/order': { body: [photo(2), photo(1)] },
      'PUT /admin/products/3/images/2': { body: photo(2, 'Back view') },
      'DELETE /admin/products/3/images/1': { body: { message: 'Photo deleted' } },
      'POST /admin/products/3/images': { status: 201, body: photo(3) },
      'PUT /admin/products/3': { body: makeProduct() },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Kitenge Shirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const d = within(dialog);
    expect(await d.findByLabelText('Sell S')).toBeChecked();
    expect(d.getByLabelText('Size scale')).toHaveValue('adult');
    expect(d.getByLabelText('Own price of M')).toHaveValue(2600);

    const photos = d.getByRole('list', { name: 'Product photos' });
    await user.click(within(photos).getByRole('button', { name: 'Move photo 1 down' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /admin/products/3/images/order')[0]?.body).toEqual({
        ids: [2, 1],
      }),
    );
    expect(within(photos).getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();

    const alt = d.getByLabelText('Alt text for photo 2');
    await user.clear(alt);
    await user.type(alt, 'Back view');
    await user.tab();
    await waitFor(() =>
      expect(server.callsTo('PUT /admin/products/3/images/2')[0]?.body).toEqual({
        alt: 'Back view',
      }),
    );

    await user.click(within(photos).getByRole('button', { name: 'Delete photo 1' }));
    await waitFor(() =>
      expect(server.callsTo('DELETE /admin/products/3/images/1')).toHaveLength(1),
    );

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shirt.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(d.getByLabelText(/Add photos/), file);
    await waitFor(() => expect(server.callsTo('POST /admin/products/3/images')).toHaveLength(1));
    expect(await d.findByText('Photos updated')).toBeInTheDocument();

    await user.click(d.getByLabelText('Sell S'));
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    // Saved sizes keep their stock: the form sends no stock figure for them, and the version it read.
    const sent = server.callsTo('PUT /admin/products/3')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      version: 4,
      variants: [{ id: 6, size: 'M', price: 2600, sku: 'MZ3-M', colour: null }],
    });
    expect(sent).not.toHaveProperty('inventory');
    expect((sent.variants as Array<Record<string, unknown>>)[0]).not.toHaveProperty('inventory');
  });
});
