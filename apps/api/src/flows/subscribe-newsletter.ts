import type { Language } from '@mavazi/shared/notify';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../lib/http-error';
import { rule, takeAttempt } from '../modules/limits/attempt-limiter';
import { requestSubscription } from '../modules/newsletter/newsletter.service';

export const TOO_MANY_SUBSCRIPTIONS = 'Too many subscriptions from your network, try again later';

/**
 * `POST /newsletter/subscribe`: limited per client address (429), and per address typed in, where
 * going over sends nothing but answers the same (a 429 there would tell an address apart).
 */
export async function subscribeToNewsletter(
  deps: Pick<AppDeps, 'db' | 'mail' | 'publicUrl' | 'limits'>,
  input: { email: string; language?: Language },
  clientIp: string,
): Promise<void> {
  await takeAttempt(
    deps.db,
    [rule('newsletter', 'address', clientIp, deps.limits.newsletterPerAddress)],
    TOO_MANY_SUBSCRIPTIONS,
  );
  try {
    await takeAttempt(
      deps.db,
      [rule('newsletter', 'account', input.email, deps.limits.newsletterPerEmail)],
      TOO_MANY_SUBSCRIPTIONS,
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return;
    throw error;
  }
  await requestSubscription(deps, input.email, input.language ?? 'en');
}
