import { z } from 'zod';
import { userSchema } from './auth.schemas';
import { PERMISSIONS, STAFF_ROLES } from './staff';

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const permissionSchema = z.enum(PERMISSIONS as [string, ...string[]]);

/** GET /admin/me: who is signed in to the admin area and what their role allows. */
export const adminMeSchema = z.object({
  user: userSchema,
  role: staffRoleSchema,
  permissions: z.array(permissionSchema),
});
export type AdminMe = z.infer<typeof adminMeSchema>;
