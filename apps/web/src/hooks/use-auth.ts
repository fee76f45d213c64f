import { createContext, useContext } from 'react';
import type { LoginBody, User } from '@mavazi/shared/auth.schemas';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in shopper (a current-user record with an email), else null. */
  user: User | null;
  login: (body: LoginBody) => Promise<User>;
  logout: () => Promise<void>;
  /** Forgets the session on this device without asking the server (its tokens no longer work). */
  forget: () => void;
  loggingOut: boolean;
  /** Replace the cached user after a profile update. */
  updateUser: (user: User) => void;
  /** Go on with the token a password change answered with (the old one no longer works). */
  replaceToken: (accessToken: string) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The shop's session, for any feature (the auth feature's provider fills it in). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
