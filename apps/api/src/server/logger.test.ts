import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logger';

describe('request URLs in logs', () => {
  it('leave out the secret token of provider callbacks', () => {
    expect(loggableUrl('/api/sms/delivery-report/s3cr3t-token_value')).toBe(
      '/api/sms/delivery-report/[redacted]',
    );
    expect(loggableUrl('/api/payments/mpesa/callback/abc?x=1')).toBe(
      '/api/payments/mpesa/callback/[redacted]?x=1',
    );
    expect(loggableUrl('/api/products?page=2')).toBe('/api/products?page=2');
  });
});
