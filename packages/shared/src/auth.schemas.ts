import { z } from 'zod';
import { LIMITS } from './constants';
import { imageUrlSchema } from './common.schemas';
import { LANGUAGES, NOTIFY_CHANNELS, languageSchema, notifyBySchema } from './notify';

export const emailSchema = z
  .email('Enter a valid email address')
  .max(LIMITS.emailMax)
  .toLowerCase();

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, digits, dot, dash and underscore');

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'Enter a valid phone number');

/** Empty string means "no image". */
const optionalImageUrlSchema = z.union([z.literal(''), imageUrlSchema]).optional();

/** A person's name as they write it: spaces, apostrophes and accents are fine. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name')
  .max(LIMITS.personNameMax, `Name must be at most ${LIMITS.personNameMax} characters`)
  .regex(/^[^\p{Cc}<>]+$/u, 'Enter your name without special characters');

export const registerBodySchema = z.object({
  name: personNameSchema
    .optional()
    .describe('The name mails and packing slips greet the shopper by ("Achieng Otieno")'),
  username: usernameSchema
    .optional()
    .describe('Optional: derived from the name (or the email) and made unique when left out'),
  email: emailSchema,
  phone_number: phoneSchema,
  imageUrl: optionalImageUrlSchema,
  password: passwordSchema,
  language: languageSchema
    .optional()
    .describe(
      'Language of mails and texts, from the language chosen before signing up (default en)',
    ),
  marketing_opt_in: z
    .boolean()
    .optional()
    .describe('Reminders about a saved cart and other marketing: asked plainly at sign-up'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration form adds a confirmation field checked on the client only. */
export const registerFormSchema = registerBodySchema
  .extend({ confirm_password: z.string().min(1, 'Confirm your password') })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(LIMITS.emailMax),
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const adminLoginBodySchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(LIMITS.emailMax),
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
  otp: z
    .string()
    .trim()
    .max(32, 'Enter the 6-digit code or a recovery code')
    .optional()
    .describe('The authenticator code (or a recovery code) once two-factor sign-in is on'),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** Only checked against the stored hash, so any length up to the maximum is acceptable here. */
const currentPasswordSchema = z
  .string()
  .min(1, 'Enter your current password')
  .max(LIMITS.passwordMax, 'Current password is incorrect');

export const updateUserBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  phone_number: z.union([z.literal(''), phoneSchema]).optional(),
  imageUrl: optionalImageUrlSchema,
  language: languageSchema.optional().describe('Language of mails and texts: en or sw'),
  notify_by: notifyBySchema
    .optional()
    .describe('Order news by ["email", "sms"]; texts go only to a Kenyan mobile'),
  current_password: currentPasswordSchema
    .optional()
    .describe(
      'Required when the email changes: missing → 400 CURRENT_PASSWORD_REQUIRED, wrong → 400 WRONG_PASSWORD',
    ),
});
/** What `PUT /update_user` accepts: the profile form's fields and marketing consent (its own switch). */
export const updateUserRequestSchema = updateUserBodySchema.extend({
  marketing_opt_in: z
    .boolean()
    .optional()
    .describe('Consent to marketing (cart reminders); stored with its time'),
});
export type UpdateUserBody = z.infer<typeof updateUserRequestSchema>;

export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email';

/** The profile form: the current password field is asked for, and required, only when the email changes. */
export function profileFormSchema(currentEmail: string) {
  return updateUserBodySchema
    .extend({ current_password: z.string().max(LIMITS.passwordMax) })
    .refine((v) => v.email === currentEmail.toLowerCase() || v.current_password !== '', {
      message: CURRENT_PASSWORD_FOR_EMAIL,
      path: ['current_password'],
    });
}
export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;

export const changePasswordBodySchema = z.object({
  current_password: currentPasswordSchema,
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The profile's password form adds a confirmation field checked on the client only. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirm_password: z.string().min(1, 'Confirm your new password') })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** This session continues with a new token; every other session of the account has ended. */
export const passwordChangedResponseSchema = z.object({
  message: z.string(),
  access_token: z.string(),
});
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

export const emailUndoParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, 'Invalid or expired link to undo an email change'),
});

/** reset_token opens /password-reset/{token}: whoever changed the email knew the password. */
export const emailRestoredResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  reset_token: z.string(),
});
export type EmailRestoredResponse = z.infer<typeof emailRestoredResponseSchema>;

export const requestResetBodySchema = z.object({ email: emailSchema });
export type RequestResetBody = z.infer<typeof requestResetBodySchema>;

export const resetPasswordBodySchema = z.object({ password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string().min(1, 'Confirm your password'),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match.',
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'Invalid or expired reset link'),
});

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  imageUrl: z.string().nullable(),
  is_admin: z.boolean(),
  /** The owner opened a verification link mailed to this address (POST /verify-email). */
  email_verified: z.boolean(),
  language: z.enum(LANGUAGES),
  notify_by: z.array(z.enum(NOTIFY_CHANNELS)),
  /** Always sent; optional for clients written before it. */
  marketing_opt_in: z.boolean().optional(),
  /** When the consent was given; null without it. */
  marketing_opt_in_at: z.string().nullable().optional(),
  /** The name given at sign-up; null for accounts made before it was asked. */
  name: z.string().nullable().optional(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const INVALID_VERIFICATION_LINK_TEXT = 'Invalid or expired verification link';

/** `POST /verify-email`: the token of the mailed link `/verify-email?token=...`. */
export const verifyEmailBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, INVALID_VERIFICATION_LINK_TEXT),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const EMAIL_VERIFIED_TEXT = 'Your email address is verified';
export const VERIFICATION_SENT_TEXT = 'We sent a new verification link to your email address';

export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  email_verified: z.literal(true),
});

export const authResponseSchema = z.object({ access_token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userMessageResponseSchema = z.object({ message: z.string(), user: userSchema });

/** `POST /register`: the new account, signed in at once (the token as `POST /login` gives it). */
export const registerResponseSchema = userMessageResponseSchema.extend({
  access_token: z.string(),
});

const salesSchema = z.object({ orders: z.number().int(), revenue: z.number() });

export const dashboardSchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  /** Money received today and since Monday (Kenyan days): Paid orders by the day paid, less refunds; KES. */
  today: salesSchema,
  week: salesSchema,
  /** Pending or Confirmed: placed and not yet on their way. */
  awaitingDispatch: z.number().int(),
  /** Orders not cancelled whose payment is still Pending. */
  paymentsPending: z.number().int(),
  /** Sizes (or products without sizes) at or below LOW_STOCK_THRESHOLD, fewest first. */
  lowStock: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      variant_id: z.number().int().nullable(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      sku: z.string().nullable(),
      inventory: z.number().int(),
    }),
  ),
  /** The last 30 Kenyan days, oldest first, every day present. */
  salesByDay: z.array(salesSchema.extend({ date: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
