import type { Messages } from '../en/messages';
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

/** Kiswahili, as Kenyan shops write it; loaded as its own chunk when a shopper chooses it. */
export const sw = {
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
} satisfies Messages;
