import type { Messages } from '../en/messages';
import { first } from './first';
import { later } from './later';

/** Kiswahili, as Kenyan shops write it: every key English has (checked here), loaded in two chunks. */
export const sw = { ...first, ...later } satisfies Messages;
