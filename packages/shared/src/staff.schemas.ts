import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema, userSchema } from './auth.schemas';
import { LIMITS } from './constants';
import { PERMISSIONS, STAFF_ROLES } from './staff';

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const permissionSchema = z.enum(PERMISSIONS as [string, ...string[]]);

/** GET /admin/me: who is signed in to the admin area and what their role allows. */
export const adminMeSchema = z.object({
  user: userSchema,
  role: staffRoleSchema,
  permissions: z.array(permissionSchema),
  totp_enabled: z.boolean(),
  /** STAFF_REQUIRE_TOTP: the Account page asks to turn two-factor sign-in on. */
  totp_required: z.boolean(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A staff account as the Staff page lists it. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: z.enum(STAFF_STATUSES),
  totp_enabled: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInviteBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  role: staffRoleSchema,
});
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

export const staffUpdateBodySchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, {
    message: 'Send role, disabled or both',
  });
export type StaffUpdateBody = z.infer<typeof staffUpdateBodySchema>;

export const INVALID_INVITATION_TEXT = 'This invitation link is invalid, used or expired';

export const staffAcceptBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, INVALID_INVITATION_TEXT),
  password: passwordSchema,
});
export type StaffAcceptBody = z.infer<typeof staffAcceptBodySchema>;

/** The accept-invite form adds a confirmation field checked on the client only. */
export const staffAcceptFormSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string().min(1, 'Confirm your password'),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type StaffAcceptForm = z.infer<typeof staffAcceptFormSchema>;

/** POST /admin/me/totp: the secret to put in an authenticator app (also as an otpauth:// URL). */
export const totpSetupSchema = z.object({ otpauth_url: z.string(), secret: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });
export type TotpConfirmBody = z.infer<typeof totpConfirmBodySchema>;

/** Shown once: each code signs in once when the authenticator is lost. */
export const totpConfirmedSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;

const auditDaySchema = z.iso.date('Use a day as YYYY-MM-DD');

/** GET /admin/audit: filters (days are Kenyan days, both ends included) and the page. */
export const auditQuerySchema = z.object({
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  entity: z.string().trim().min(1).max(40).optional(),
  entity_id: z.string().trim().min(1).max(40).optional(),
  from: auditDaySchema.optional(),
  to: auditDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), username: z.string(), role: z.string() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A shop account as the admin Users page lists it. */
export const adminUserSchema = userSchema.extend({ disabled: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const customerUpdateBodySchema = z.object({ disabled: z.boolean() });
