import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordFormSchema, profileFormSchema } from '@mavazi/shared/auth.schemas';

// The profile page's checks, loaded when a form is first used (lazyResolver): the page renders without zod.
export const profileResolverFor = (currentEmail: string) =>
  zodResolver(profileFormSchema(currentEmail));
export const changePasswordResolver = zodResolver(changePasswordFormSchema);
export const deleteAccountResolver = zodResolver(
  z.object({ password: z.string().min(1, 'Enter your password').max(128) }),
);
