import { describe, expect, it } from 'vitest';
import { notifyBySchema, resolveNotifyBy, smsRecipient, wantsEmail } from './notify';

describe('notify_by', () => {
  it('defaults to both for a Kenyan mobile and to email otherwise', () => {
    expect(resolveNotifyBy(null, '0712 345 678')).toEqual(['email', 'sms']);
    expect(resolveNotifyBy(null, '+44 20 7946 0958')).toEqual(['email']);
    expect(resolveNotifyBy(null, null)).toEqual(['email']);
  });

  it('keeps a choice once made, also an empty one', () => {
    expect(resolveNotifyBy('sms', '0712345678')).toEqual(['sms']);
    expect(resolveNotifyBy('', '0712345678')).toEqual([]);
  });

  it('texts only a Kenyan mobile that chose SMS', () => {
    expect(smsRecipient({ phone_number: '+254 712 345 678', notify_by: null })).toBe(
      '254712345678',
    );
    expect(smsRecipient({ phone_number: '0712345678', notify_by: 'email' })).toBeNull();
    expect(smsRecipient({ phone_number: '+44 20 7946 0958', notify_by: 'email,sms' })).toBeNull();
    expect(wantsEmail({ phone_number: '0712345678', notify_by: 'sms' })).toBe(false);
  });

  it('orders and de-duplicates the channels and refuses others', () => {
    expect(notifyBySchema.parse(['sms', 'email'])).toEqual(['email', 'sms']);
    expect(notifyBySchema.safeParse(['sms', 'sms', 'sms']).success).toBe(false);
    expect(notifyBySchema.safeParse(['fax']).success).toBe(false);
  });
});
