import { describe, expect, it } from 'vitest';
import {
  isBuildAsset,
  isCatalogRead,
  isShopNavigation,
  isStorablePage,
  isUploadedPhoto,
  mayStore,
} from './cache-rules';

const url = (path: string) => new URL(path, 'https://shop.example');

describe('service worker cache rules', () => {
  it('answers shop navigations, never the admin area or the API', () => {
    expect(isShopNavigation(url('/'))).toBe(true);
    expect(isShopNavigation(url('/product/3'))).toBe(true);
    expect(isShopNavigation(url('/admin'))).toBe(false);
    expect(isShopNavigation(url('/admin/orders'))).toBe(false);
    expect(isShopNavigation(url('/api/products'))).toBe(false);
    // A page that merely starts with the letters is still a shop page.
    expect(isShopNavigation(url('/administration-tips'))).toBe(true);
  });

  it('keeps public pages and never pages with account data', () => {
    for (const path of [
      '/',
      '/products?category=Women',
      '/product/7',
      '/cart',
      '/about',
      '/returns',
    ])
      expect(isStorablePage(url(path)), path).toBe(true);
    for (const path of [
      '/checkout',
      '/my-orders',
      '/profile',
      '/orders/4/return',
      '/returns/9',
      '/support/tickets/2',
      '/order-confirmation',
      '/order-tracking?order=MV-1',
      '/login',
      '/password-reset/abc',
      '/account/undo-email/abc',
      '/admin/products',
    ])
      expect(isStorablePage(url(path)), path).toBe(false);
  });

  it('treats only public catalog reads as catalog', () => {
    expect(isCatalogRead(url('/api/products?limit=24&page=2'))).toBe(true);
    expect(isCatalogRead(url('/api/product/12'))).toBe(true);
    expect(isCatalogRead(url('/api/collections?limit=100'))).toBe(true);
    expect(isCatalogRead(url('/api/shop'))).toBe(true);
    for (const path of [
      '/api/cart',
      '/api/current_user',
      '/api/orders',
      '/api/admin/products',
      '/api/product/12/reviews/mine',
      '/api/wishlist',
    ])
      expect(isCatalogRead(url(path)), path).toBe(false);
  });

  it('recognises build assets and product photos', () => {
    expect(isBuildAsset(url('/assets/index-abc123.js'))).toBe(true);
    expect(isBuildAsset(url('/product/assets'))).toBe(false);
    expect(isUploadedPhoto(url('/uploads/products/5-800-ab12.webp'))).toBe(true);
    expect(isUploadedPhoto(url('/uploads/other.webp'))).toBe(false);
  });

  it('stores only whole public answers to requests without a token', () => {
    const request = new Request('https://shop.example/api/products');
    const ok = (headers: Record<string, string> = {}) =>
      new Response('[]', { status: 200, headers });
    expect(mayStore(request, ok({ 'Cache-Control': 'no-cache' }))).toBe(true);
    expect(mayStore(request, ok({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayStore(request, ok({ 'Cache-Control': 'private, max-age=60' }))).toBe(false);
    expect(mayStore(request, new Response('', { status: 404 }))).toBe(false);
    expect(mayStore(request, new Response(null, { status: 204 }))).toBe(false);
    const signedIn = new Request('https://shop.example/api/products', {
      headers: { Authorization: 'Bearer abc' },
    });
    expect(mayStore(signedIn, ok())).toBe(false);
  });
});
