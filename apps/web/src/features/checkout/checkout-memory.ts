import type { AppliedPromo } from './components/promo-code-form';
import { isRecord } from '../../lib/local-store';

export const CHECKOUT_MEMORY_KEY = 'mavazi_checkout';

/** The checkout's typed fields, as strings (option_id as a number), kept while the tab lives. */
export interface CheckoutDraft {
  county?: string;
  town?: string;
  street?: string;
  phone?: string;
  notes?: string;
  option_id?: number;
  payment_method?: string;
  mpesa_phone?: string;
  guest?: { name: string; email: string; phone: string };
}

export interface CheckoutMemory {
  promo: AppliedPromo | null;
  /** The shopper chose "Continue as guest" in this tab. */
  asGuest: boolean;
  draft: CheckoutDraft;
}

const EMPTY: CheckoutMemory = { promo: null, asGuest: false, draft: {} };
const TEXT_FIELDS = [
  'county',
  'town',
  'street',
  'phone',
  'notes',
  'payment_method',
  'mpesa_phone',
] as const;

function text(value: unknown, max = 500): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

function readPromo(value: unknown): AppliedPromo | null {
  if (!isRecord(value)) return null;
  const code = text(value.code, 64);
  const pct = value.discountPercentage;
  if (!code || typeof pct !== 'number' || !Number.isFinite(pct) || pct < 0 || pct > 100)
    return null;
  return { code, discountPercentage: pct };
}

function readDraft(value: unknown): CheckoutDraft {
  if (!isRecord(value)) return {};
  const draft: CheckoutDraft = {};
  for (const name of TEXT_FIELDS) {
    const field = text(value[name]);
    if (field !== undefined) draft[name] = field;
  }
  if (Number.isSafeInteger(value.option_id) && (value.option_id as number) > 0)
    draft.option_id = value.option_id as number;
  const guest = value.guest;
  if (isRecord(guest)) {
    const [name, email, phone] = [text(guest.name), text(guest.email), text(guest.phone)];
    if (name !== undefined && email !== undefined && phone !== undefined)
      draft.guest = { name, email, phone };
  }
  return draft;
}

/** What sessionStorage holds, checked field by field: a tampered entry falls back to nothing. */
export function readCheckoutMemory(): CheckoutMemory {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_MEMORY_KEY);
    if (!raw) return EMPTY;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return EMPTY;
    return {
      promo: readPromo(parsed.promo),
      asGuest: parsed.asGuest === true,
      draft: readDraft(parsed.draft),
    };
  } catch {
    return EMPTY;
  }
}

/** Merges a change into the remembered checkout; storage failures (private mode, full) are ignored. */
export function rememberCheckout(change: Partial<CheckoutMemory>): void {
  try {
    const next = { ...readCheckoutMemory(), ...change };
    sessionStorage.setItem(CHECKOUT_MEMORY_KEY, JSON.stringify(next));
  } catch {
    // Nothing to do: the checkout still works, it just forgets on reload.
  }
}

/** Called once the order is placed: the next checkout starts afresh. */
export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_MEMORY_KEY);
  } catch {
    // See rememberCheckout.
  }
}
