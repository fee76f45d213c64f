import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './api-client';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

/** A resolver that accepts any email with an @, as a loaded schema would. */
const loaded: Resolver<Values, unknown, Values> = (values): ResolverResult<Values, Values> => {
  if (values.email.includes('@')) return { values, errors: {} };
  return {
    values: {},
    errors: { email: { type: 'invalid', message: 'Enter a valid email address' } },
  };
};

describe('lazyResolver', () => {
  it('loads the checks once, on the first check or on preload, and then answers with them', async () => {
    let loads = 0;
    const checks = lazyResolver(async () => {
      loads += 1;
      return loaded;
    });
    expect(loads).toBe(0);
    checks.preload();
    const [good, bad] = await Promise.all([
      checks.resolver({ email: 'a@b.ke' }, undefined, options),
      checks.resolver({ email: 'nope' }, undefined, options),
    ]);
    expect(loads).toBe(1);
    expect(good).toEqual({ values: { email: 'a@b.ke' }, errors: {} });
    expect(bad.errors.email?.message).toBe('Enter a valid email address');
  });

  it('refuses the form with the network error when the checks cannot load, and tries again next time', async () => {
    let loads = 0;
    const checks = lazyResolver<Values, Values>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return loaded;
    });
    const refused = await checks.resolver({ email: 'a@b.ke' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.root?.message).toBe(NETWORK_ERROR_MESSAGE);
    const accepted = await checks.resolver({ email: 'a@b.ke' }, undefined, options);
    expect(loads).toBe(2);
    expect(accepted).toEqual({ values: { email: 'a@b.ke' }, errors: {} });
  });

  it('leaves a failure of the loaded checks themselves alone (a bug is not a network error)', async () => {
    const checks = lazyResolver<FieldValues, FieldValues>(async () => () => {
      throw new Error('schema bug');
    });
    await expect(
      checks.resolver({}, undefined, { fields: {}, shouldUseNativeValidation: false }),
    ).rejects.toThrow('schema bug');
  });
});
