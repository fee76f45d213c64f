import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { product } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('landing page', () => {
  it('has the headline, Explore More, the carousel, the chat widget and featured products', async () => {
    const api = fakeApi({ 'GET /products': { body: [product()] } });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Culture, Style, And Fashion' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('region', { name: 'Featured collections' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: 'Slide 1 of 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kitenge Dress' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(api.callsTo('GET /products')[0]?.url.searchParams.get('limit')).toBe('5');
  });
});
