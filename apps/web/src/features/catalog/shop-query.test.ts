import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_QUERY, readShopQuery, toProductFilters, writeShopQuery } from './shop-query';

describe('shop query in the address', () => {
  it('falls back to the default for what a hand-edited link gets wrong', () => {
    const read = (search: string) => readShopQuery(new URLSearchParams(search));
    expect(
      read('category=Shoes&size=XXXL&sort=cheapest&page=-2&min_price=abc&in_stock=yes'),
    ).toEqual(DEFAULT_SHOP_QUERY);
    expect(read('page=2.5').page).toBe(1);
    expect(read('min_price=10.005').minPrice).toBeNull();
    expect(read('min_price=900&max_price=100')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(read('min_price=0&max_price=99.5')).toMatchObject({ minPrice: 0, maxPrice: 99.5 });
  });

  it('writes only what differs from the default and pages by 24', () => {
    const query = { ...DEFAULT_SHOP_QUERY, sort: 'popular' as const, inStock: true, page: 3 };
    expect(writeShopQuery(DEFAULT_SHOP_QUERY).toString()).toBe('');
    expect(writeShopQuery(query).toString()).toBe('sort=popular&in_stock=true&page=3');
    expect(toProductFilters(query)).toMatchObject({ limit: 24, offset: 48, inStock: true });
  });
});
