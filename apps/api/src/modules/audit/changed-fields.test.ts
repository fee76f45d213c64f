import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('lists only the fields that changed', () => {
    expect(changedFields({ price: 100, name: 'Kitenge' }, { price: 120, name: 'Kitenge' })).toEqual(
      {
        price: [100, 120],
      },
    );
  });

  it('lists every field of a create or a delete', () => {
    expect(changedFields(null, { code: 'KARIBU10' })).toEqual({ code: [null, 'KARIBU10'] });
    expect(changedFields({ code: 'KARIBU10' }, null)).toEqual({ code: ['KARIBU10', null] });
  });

  it('keeps to the named fields and treats missing as null', () => {
    expect(changedFields({ a: 1, b: 2 }, { a: 2, b: 3 }, ['a'])).toEqual({ a: [1, 2] });
    expect(changedFields({ a: undefined }, { a: null })).toEqual({});
  });
});
