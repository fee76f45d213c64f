import { catalog } from './catalog';
import { common } from './common';
import { errors } from './errors';
import { account } from './account';
import { purchase } from './purchase';
import { shop } from './shop';

/** English: bundled, so a first visit never waits for it. The spec's quoted texts are exact here. */
export const en = { common, errors, catalog, shop, purchase, account };

/** The same keys with any text: what another language must provide. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof en>;
