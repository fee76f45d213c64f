import { z } from 'zod';
import { countySchema } from '@mavazi/shared/kenya';
import { createLocalStore } from './local-store';

export const HELD_ADDRESS_STORAGE_KEY = 'mavazi_delivery_address';

const heldAddressSchema = z.object({
  county: countySchema,
  town: z.string(),
  street: z.string(),
  phone: z.string(),
  notes: z.string(),
  option_id: z.number().int().positive().optional(),
});
/** The delivery address and option of the shopper's last order. */
export type HeldAddress = z.infer<typeof heldAddressSchema>;

/**
 * Kept in localStorage so a returning shopper (also after a reload) does not type it again; cleared on
 * logout, as the spec asks of the held shipping address.
 */
const store = createLocalStore<HeldAddress | null>(
  HELD_ADDRESS_STORAGE_KEY,
  heldAddressSchema.nullable(),
  null,
);

export function getHeldShipping(): HeldAddress | null {
  return store.get();
}

export function setHeldShipping(address: HeldAddress | null): void {
  store.set(address);
}

export function clearHeldShipping(): void {
  setHeldShipping(null);
}
