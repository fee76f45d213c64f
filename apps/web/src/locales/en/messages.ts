import { account } from './account';
import { catalog } from './catalog';
import { changes } from './changes';
import { common } from './common';
import { errors } from './errors';
import { home } from './home';
import { info } from './info';
import { offline } from './offline';
import { purchase } from './purchase';
import { shop } from './shop';
import { validation } from './validation';

/** English: bundled, so a first visit never waits for it. The spec's quoted texts are exact here. */
export const en = {
  common,
  errors,
  catalog,
  shop,
  account,
  info,
  home,
  validation,
  changes,
  offline,
  purchase,
};

/** The same keys with any text: what another language must provide. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof en>;
