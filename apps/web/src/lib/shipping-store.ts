import { KENYA_COUNTIES, type KenyaCounty } from '@mavazi/shared/kenya';
import { createLocalStore, isRecord, storedValue } from './local-store';

export const HELD_ADDRESS_STORAGE_KEY = 'mavazi_delivery_address';

/** The delivery address and option of the shopper's last order. */
export interface HeldAddress {
  county: KenyaCounty;
  town: string;
  street: string;
  phone: string;
  notes: string;
  option_id?: number;
}

const COUNTIES: ReadonlySet<string> = new Set(KENYA_COUNTIES);

/** The held address read back, or undefined when it was tampered with; by hand, so checkout's first render loads no zod. */
function readHeldAddress(value: unknown): HeldAddress | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { county, town, street, phone, notes, option_id } = value;
  if (typeof county !== 'string' || !COUNTIES.has(county)) return undefined;
  if ([town, street, phone, notes].some((field) => typeof field !== 'string')) return undefined;
  if (option_id !== undefined && !(Number.isSafeInteger(option_id) && (option_id as number) > 0))
    return undefined;
  return {
    county: county as KenyaCounty,
    town: town as string,
    street: street as string,
    phone: phone as string,
    notes: notes as string,
    ...(option_id === undefined ? {} : { option_id: option_id as number }),
  };
}

/**
 * Kept in localStorage so a returning shopper (also after a reload) does not type it again; cleared on
 * logout, as the spec asks of the held shipping address.
 */
const store = createLocalStore<HeldAddress | null>(
  HELD_ADDRESS_STORAGE_KEY,
  storedValue(readHeldAddress),
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
