import type { Messages } from '../en/messages';
import { catalog } from './catalog';
import { common } from './common';
import { errors } from './errors';
import { account } from './account';
import { purchase } from './purchase';
import { shop } from './shop';

/** Kiswahili, as Kenyan shops write it; loaded as its own chunk when a shopper chooses it. */
export const sw = { common, errors, catalog, shop, purchase, account } satisfies Messages;
