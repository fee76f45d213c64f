import { account } from './account';
import { changes } from './changes';
import { info } from './info';
import { purchase } from './purchase';
import { shop } from './shop';

/** Kiswahili for pages past the first ones (account, info, cart and checkout): its own chunk, as in English. */
export const later = { account, changes, info, purchase, shop };
