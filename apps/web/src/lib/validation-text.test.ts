import { LIMITS } from '@mavazi/shared/constants';
import { KENYAN_PHONE_MESSAGE } from '@mavazi/shared/kenya';
import { returnCreateBodySchema } from '@mavazi/shared/returns.schemas';
import { ticketInputSchema } from '@mavazi/shared/support.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from './i18n';
import { validationText } from './validation-text';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.message);
}

describe('validationText', () => {
  afterEach(() => applyLanguage('en'));

  it('keeps the schemas’ English messages exactly in English', async () => {
    await applyLanguage('en');
    const [subject] = messages(ticketInputSchema.safeParse({ subject: ' ', message: 'Hi' }));
    expect(validationText(subject ?? '')).toBe('Subject is required');
    expect(validationText(KENYAN_PHONE_MESSAGE)).toBe(KENYAN_PHONE_MESSAGE);
  });

  it('shows a shopper form’s checks in Kiswahili, numbers and all', async () => {
    await applyLanguage('sw');
    const ticket = messages(
      ticketInputSchema.safeParse({
        subject: '',
        message: 'x'.repeat(LIMITS.ticketMessageMax + 1),
      }),
    );
    expect(ticket.map(validationText)).toEqual([
      'Andika kichwa cha swali',
      `Ujumbe usizidi herufi ${LIMITS.ticketMessageMax}`,
    ]);
    const [noLines] = messages(returnCreateBodySchema.safeParse({ lines: [] }));
    expect(validationText(noLines ?? '')).toBe('Chagua angalau bidhaa moja ya kurudisha');
    expect(validationText(KENYAN_PHONE_MESSAGE)).toBe(
      'Andika namba ya simu ya Kenya kama 0712 345 678',
    );
    // The account deletion form's empty password.
    expect(validationText('Enter your password')).toBe('Weka nenosiri lako');
    // A message without a translation is shown as the schema wrote it rather than hidden.
    expect(validationText('Something new')).toBe('Something new');
  });
});
