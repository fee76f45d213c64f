import type { Messages } from '../en';
import { catalog } from './catalog';
import { common } from './common';
import { errors } from './errors';

/** Kiswahili, as Kenyan shops write it; loaded as its own chunk when a shopper chooses it. */
export const sw = { common, errors, catalog } satisfies Messages;
