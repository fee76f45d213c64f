import { findOrderById, findOrderedVariantIds, findOrderNumbers } from './orders.repository';

/** What other modules may read about orders; app.ts wires it into AppDeps (modules never import orders). */
export const orderReads = {
  orderById: findOrderById,
  orderNumbers: findOrderNumbers,
  orderedVariantIds: findOrderedVariantIds,
};
