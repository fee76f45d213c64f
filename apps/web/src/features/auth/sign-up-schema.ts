import { z } from 'zod';
import { registerBodySchema, usernameSchema } from '@mavazi/shared/auth.schemas';

/** The sign-up form: a name with spaces ("Achieng Otieno"), an optional username, plain consent. */
export const signUpFormSchema = registerBodySchema
  .omit({ username: true, language: true, marketing_opt_in: true })
  .extend({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
    username: z.union([z.literal(''), usernameSchema]),
    marketing_opt_in: z.boolean(),
    confirm_password: z.string().min(1, 'Confirm your password'),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
