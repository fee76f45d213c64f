/** The signed-in shopper's cached support reads. */
export const supportKeys = {
  all: ['support'] as const,
  mineAll: () => [...supportKeys.all, 'mine'] as const,
  mine: (offset: number) => [...supportKeys.mineAll(), offset] as const,
  orderChoices: () => [...supportKeys.all, 'order-choices'] as const,
  ticket: (id: number) => [...supportKeys.all, 'ticket', id] as const,
};
