/** The signed-in shopper's cached support reads. */
export const supportKeys = {
  all: ['support'] as const,
  mine: (offset: number) => [...supportKeys.all, 'mine', offset] as const,
  ticket: (id: number) => [...supportKeys.all, 'ticket', id] as const,
};
