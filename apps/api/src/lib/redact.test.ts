import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('request URLs in logs', () => {
  it('leave out the secret token of provider callbacks', () => {
    expect(redactSecrets('/api/sms/delivery-report/s3cr3t-token_value')).toBe(
      '/api/sms/delivery-report/[redacted]',
    );
    expect(redactSecrets('/api/payments/mpesa/callback/abc?x=1')).toBe(
      '/api/payments/mpesa/callback/[redacted]?x=1',
    );
    expect(redactSecrets('/api/products?page=2')).toBe('/api/products?page=2');
  });

  it("leave out the token of a guest order's short link", () => {
    expect(redactSecrets('/api/o/ORD-000014/AbC_123-xyz?x=1')).toBe(
      '/api/o/ORD-000014/[redacted]?x=1',
    );
    expect(redactSecrets('/o/ORD-000014/AbC_123-xyz')).toBe('/o/ORD-000014/[redacted]');
    expect(redactSecrets('/api/orders/lookup?number=ORD-1&token=abc')).toBe(
      '/api/orders/lookup?number=ORD-1&token=[redacted]',
    );
  });
});
