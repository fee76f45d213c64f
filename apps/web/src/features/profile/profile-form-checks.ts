import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, profileFormSchema } from '@mavazi/shared/auth.schemas';
import { deleteMeBodySchema } from '@mavazi/shared/privacy.schemas';

// The profile page's checks, loaded when a form is first used (lazyResolver): the page renders without zod.
export const profileResolverFor = (currentEmail: string) =>
  zodResolver(profileFormSchema(currentEmail));
export const changePasswordResolver = zodResolver(changePasswordFormSchema);
/** The same schema as DELETE /me's body. */
export const deleteAccountResolver = zodResolver(deleteMeBodySchema);
