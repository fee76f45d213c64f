import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginBodySchema,
  requestResetBodySchema,
  resetPasswordFormSchema,
} from '@mavazi/shared/auth.schemas';
import { signUpFormSchema } from './sign-up-schema';

// The account forms' checks, loaded when a form is first used (lazyResolver): their pages render without zod.
export const loginResolver = zodResolver(loginBodySchema);
export const signUpResolver = zodResolver(signUpFormSchema);
export const resetRequestResolver = zodResolver(requestResetBodySchema);
export const newPasswordResolver = zodResolver(resetPasswordFormSchema);
