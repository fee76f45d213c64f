import { z } from 'zod';
import { KENYA_COUNTIES, KENYAN_PHONE_MAX, KENYAN_PHONE_MESSAGE, kenyanPhoneOf } from './kenya';

export const countySchema = z.enum(KENYA_COUNTIES, 'Choose one of Kenya’s 47 counties');

/** Accepts any typed form and outputs the normalised 2547XXXXXXXX. */
export const kenyanPhoneSchema = z
  .string()
  .max(KENYAN_PHONE_MAX, KENYAN_PHONE_MESSAGE)
  .transform((value, ctx) => {
    const normalized = kenyanPhoneOf(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: KENYAN_PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });
