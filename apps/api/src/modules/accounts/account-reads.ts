import { findUserById, findUserIdsMatching, findUsersByIds } from './users.repository';

/** What other modules may read about accounts; app.ts wires it into AppDeps (modules never import accounts). */
export const accountReads = {
  userById: findUserById,
  usersByIds: findUsersByIds,
  userIdsMatching: findUserIdsMatching,
};
