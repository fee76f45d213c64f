import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { ADMIN_TOKEN, product, productDetail } from '../../../../test/fixtures';
import { renderAdminPage } from '../../../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

function makeProduct(overrides: Partial<Product> = {}): Product {
  return product({
    id: 3,
    name: 'Kitenge Shirt',
    description: 'Bright cotton shirt',
    imageUrl: 'https://img.test/kitenge.jpg',
    category: 'Men',
    inventory: 8,
    ...overrides,
  });
}

describe('admin products', () => {
  it('lists products with price in KES, filters by category and searches by name', async () => {
    const { server, user } = renderAdminPage('/admin/products', {
      'GET /admin/products': {
        body: [
          makeProduct(),
          makeProduct({ id: 4, name: 'Beaded Necklace', category: 'Accessories', price: 850 }),
        ],
      },
      'GET /admin/products?category=Accessories': {
        body: [
          makeProduct({ id: 4, name: 'Beaded Necklace', category: 'Accessories', price: 850 }),
        ],
      },
      'GET /admin/products?category=Accessories&q=KITENGE': { body: [] },
    });

    // The first render loads the admin area's lazy chunk: slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'Products' }, { timeout: 10_000 });
    const row = within(table).getByRole('row', { name: /Kitenge Shirt/ });
    expect(within(row).getByText('KSh 2,499.50')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Kitenge Shirt' })).toHaveAttribute(
      'src',
      'https://img.test/kitenge.jpg',
    );
    expect(within(row).getByText('8')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Accessories');
    await waitFor(() => expect(screen.queryByText('Kitenge Shirt')).not.toBeInTheDocument());
    expect(screen.getByText('Beaded Necklace')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by name'), 'KITENGE');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(server.calls.map((c) => `${c.path}${c.url.search}`)).toContain(
      '/admin/products?category=Accessories&q=KITENGE',
    );
  });

  it('opens an accessible Add dialog that Escape closes', async () => {
    const { user } = renderAdminPage('/admin/products', { 'GET /admin/products': { body: [] } });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Add product' });

    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Add product' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('validates every field and makes no call while the form is invalid', async () => {
    const { server, user } = renderAdminPage('/admin/products', {
      'GET /admin/products': { body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add product' });
    const submit = within(dialog).getByRole('button', { name: 'Add product' });

    await user.click(submit);
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    // The image URL is optional: photos are added right after saving.
    expect(within(dialog).queryByText('Image URL is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Inventory is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Maasai Shuka');
    await user.type(within(dialog).getByLabelText('Description'), 'Red checked blanket');
    await user.type(within(dialog).getByLabelText('Image URL'), 'https://img.test/shuka.jpg');
    await user.type(within(dialog).getByLabelText('Price (KES)'), '0');
    await user.type(within(dialog).getByLabelText('Inventory'), '2.5');
    await user.click(submit);
    expect(await within(dialog).findByText('Price must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Inventory must be a whole number')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Inventory'));
    await user.type(within(dialog).getByLabelText('Inventory'), '-1');
    await user.click(submit);
    expect(await within(dialog).findByText('Inventory cannot be negative')).toBeInTheDocument();

    expect(server.calls.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a valid product with numeric price and inventory, keeps the form open for its photos and reads the list again', async () => {
    let products = [makeProduct()];
    const { server, user } = renderAdminPage('/admin/products', {
      'GET /admin/products': () => ({ body: products }),
      'POST /admin/products': () => {
        const created = makeProduct({
          id: 10,
          name: 'Maasai Shuka',
          category: 'Accessories',
          price: 1200.5,
          inventory: 0,
        });
        products = [...products, created];
        return { status: 201, body: created };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add product' });

    await user.type(within(dialog).getByLabelText('Name'), 'Maasai Shuka');
    await user.type(within(dialog).getByLabelText('Description'), 'Red checked blanket');
    await user.type(within(dialog).getByLabelText('Image URL'), 'https://img.test/shuka.jpg');
    await user.type(within(dialog).getByLabelText('Price (KES)'), '1200.50');
    await user.type(within(dialog).getByLabelText('Inventory'), '0');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Accessories');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Edit product' })).toBeInTheDocument();
    expect(server.callsTo('POST /admin/products')[0]).toMatchObject({
      authorization: `Bearer ${ADMIN_TOKEN}`,
      body: {
        name: 'Maasai Shuka',
        description: 'Red checked blanket',
        imageUrl: 'https://img.test/shuka.jpg',
        price: 1200.5,
        inventory: 0,
        category: 'Accessories',
        variants: [],
      },
    });
    expect(await screen.findByText('Maasai Shuka')).toBeInTheDocument();
    expect(server.callsTo('GET /admin/products')).toHaveLength(2);
  });

  it('edits a product in a pre-filled dialog with PUT', async () => {
    const { server, user } = renderAdminPage('/admin/products', {
      'GET /admin/products': { body: [makeProduct()] },
      'GET /admin/products/3': { body: { ...productDetail(makeProduct()), version: 4 } },
      'PUT /admin/products/3': { body: makeProduct({ price: 1999 }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Kitenge Shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit product' });
    expect(await within(dialog).findByLabelText('Name')).toHaveValue('Kitenge Shirt');
    expect(within(dialog).getByLabelText('Price (KES)')).toHaveValue(2499.5);
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Men');

    await user.clear(within(dialog).getByLabelText('Price (KES)'));
    await user.type(within(dialog).getByLabelText('Price (KES)'), '1999');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('PUT /admin/products/3')[0]?.body).toEqual({
      name: 'Kitenge Shirt',
      description: 'Bright cotton shirt',
      imageUrl: 'https://img.test/kitenge.jpg',
      price: 1999,
      category: 'Men',
      variants: [],
      status: 'active',
      publish_at: null,
      compare_at_price: null,
      collections: [],
      version: 4,
    });
  });

  it('keeps the dialog open and shows the server message when saving fails', async () => {
    const { user } = renderAdminPage('/admin/products', {
      'GET /admin/products': { body: [makeProduct()] },
      'GET /admin/products/3': { body: { ...productDetail(makeProduct()), version: 4 } },
      'PUT /admin/products/3': { status: 404, body: { error: 'Product not found' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Kitenge Shirt' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Error updating product: Product not found'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit product' })).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let products = [makeProduct()];
    const { server, user } = renderAdminPage('/admin/products', {
      'GET /admin/products': () => ({ body: products }),
      'DELETE /admin/products/3': () => {
        products = [];
        return { body: { message: 'Product deleted' } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Kitenge Shirt' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(server.callsTo('DELETE /admin/products/3')).toHaveLength(1);
  });

  it('reports a failed deletion', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAdminPage('/admin/products', {
      'GET /admin/products': { body: [makeProduct()] },
      'DELETE /admin/products/3': { status: 500, body: { error: 'Internal server error' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Kitenge Shirt' }));

    expect(
      await screen.findByText('Error deleting product: Internal server error'),
    ).toBeInTheDocument();
  });
});
