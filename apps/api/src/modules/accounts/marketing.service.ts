import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/http-error';
import { hashLinkToken } from '../../lib/link-tokens';
import { withdrawMarketingByOptOutHash } from './users.repository';

export const OPTED_OUT_TEXT = 'You will get no more marketing messages from us';
export const INVALID_OPT_OUT_LINK_TEXT =
  'This opt-out link is not valid; change your choice on your profile';

/** `GET`/`POST /marketing/opt-out?token=`: the one-click link of a marketing mail, no sign-in. */
export async function optOutOfMarketing(
  { db }: Pick<AppDeps, 'db'>,
  token: string,
): Promise<string> {
  const done = await withdrawMarketingByOptOutHash(
    db,
    hashLinkToken(token),
    new Date().toISOString(),
  );
  if (!done) throw badRequest('INVALID_OPT_OUT_LINK', INVALID_OPT_OUT_LINK_TEXT);
  return OPTED_OUT_TEXT;
}
