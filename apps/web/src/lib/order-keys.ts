import { personalKeyRoot } from './session-cache';

/** The shopper's own orders: personal, so signing out forgets them. */
export const orderKeys = {
  all: personalKeyRoot('orders'),
  mine: () => [...orderKeys.all, 'mine'] as const,
  page: (page: number) => [...orderKeys.mine(), page] as const,
  payment: (ref: string) => [...orderKeys.all, 'payment', ref] as const,
};
