import { catalog } from './catalog';
import { common } from './common';
import { errors } from './errors';
import { home } from './home';
import { offline } from './offline';
import { validation } from './validation';

/** Kiswahili for the shell and the first pages (landing, shop, product): the chunk a first page waits for. */
export const first = { common, errors, catalog, home, validation, offline };
