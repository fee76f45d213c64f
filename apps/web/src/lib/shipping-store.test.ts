import { describe, expect, it } from 'vitest';
import { getHeldShipping, HELD_ADDRESS_STORAGE_KEY, setHeldShipping } from './shipping-store';

const address = {
  county: 'Kisumu' as const,
  town: 'Milimani',
  street: '4 Oginga Odinga Street',
  phone: '0712 345 678',
  notes: 'Blue gate',
  option_id: 3,
};

/** Writes raw JSON as another tab (or a tampering hand) would, then reads it back through the store. */
function stored(value: unknown) {
  localStorage.setItem(HELD_ADDRESS_STORAGE_KEY, JSON.stringify(value));
  return getHeldShipping();
}

describe('held delivery address', () => {
  it('keeps the last address and option, with or without an option', () => {
    setHeldShipping(address);
    expect(getHeldShipping()).toEqual(address);
    const { option_id: _, ...withoutOption } = address;
    expect(stored(withoutOption)).toEqual(withoutOption);
  });

  it.each([
    ['a county that is not one of the 47', { ...address, county: 'Atlantis' }],
    ['a missing town', { ...address, town: undefined }],
    ['a number for a street', { ...address, street: 42 }],
    ['an option id that is not a positive whole number', { ...address, option_id: -1 }],
    ['an option id as text', { ...address, option_id: '3' }],
    ['a list', [address]],
  ])('reads %s as no address', (_, value) => {
    expect(stored(value)).toBeNull();
  });
});
