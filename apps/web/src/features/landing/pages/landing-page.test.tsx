import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { product, shopInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('landing page', () => {
  it('has the headline, Explore More, the carousel, the chat widget and featured products', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = fakeApi({
      'GET /products': { body: [product()] },
      'GET /shop': { body: shopInfo },
    });
    const { user } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Culture, Style, And Fashion' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('region', { name: 'Featured collections' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: 'Slide 1 of 8' })).toBeInTheDocument();
    // The chat button takes the shop's number from the server (SHOP_PHONE).
    await user.click(await screen.findByRole('button', { name: 'Chat with us on WhatsApp' }));
    await user.type(screen.getByLabelText('Message'), 'Habari{Enter}');
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/254712345678?text=Habari',
      '_blank',
      'noopener,noreferrer',
    );
    expect(await screen.findByRole('link', { name: 'Kitenge Dress' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(api.callsTo('GET /products')[0]?.url.searchParams.get('limit')).toBe('5');
  });
});
