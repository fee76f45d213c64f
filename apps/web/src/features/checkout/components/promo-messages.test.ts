import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { promoErrorText } from './promo-messages';

describe('promo error text', () => {
  it('follows the error code, whatever the server wrote', () => {
    expect(promoErrorText(new ApiError(404, 'Code inconnu', 'PROMO_INVALID'))).toBe(
      'This promotion code is invalid or has expired.',
    );
    expect(promoErrorText(new ApiError(409, 'Plus de place', 'PROMO_USED_UP'))).toBe(
      'This promotion code has reached its usage limit.',
    );
  });

  it("shows any other failure as 'Error: {message}', even when its text looks like a promo one", () => {
    expect(
      promoErrorText(new ApiError(500, 'Invalid or expired promotion code', 'INTERNAL_ERROR')),
    ).toBe('Error: Invalid or expired promotion code');
    expect(promoErrorText(new ApiError(0, 'Network response was not ok', 'NETWORK_ERROR'))).toBe(
      'Error: Network response was not ok',
    );
  });
});
