import type { User } from '@mavazi/shared/auth.schemas';
import type { Permission } from '@mavazi/shared/staff';
import type { AdminMe } from '@mavazi/shared/staff.schemas';
import { createContext, useContext } from 'react';

/** signed-out: no token; checking: current user loading; error: current user failed. */
export type AdminStatus = 'signed-out' | 'checking' | 'error' | 'not-admin' | 'admin';

export interface AdminState {
  status: AdminStatus;
  /** The signed-in user, admin or not (null while unknown). */
  user: User | null;
  /** The staff member's role and permissions (GET /admin/me), once loaded. */
  me: AdminMe | null;
  /** Whether the staff member's role holds a permission of the shared map. */
  can: (permission: Permission) => boolean;
  /** Keeps a fresh admin session: stores the token and the user the login returned. */
  signIn: (token: string, user: User | undefined) => void;
  /** Revokes the token on the server, then forgets the session here (token, user, every cached admin read). */
  signOut: () => Promise<void>;
}

export const AdminContext = createContext<AdminState | null>(null);

/** The admin area's session hook. */
export function useAdmin(): AdminState {
  const state = useContext(AdminContext);
  if (!state) throw new Error('useAdmin must be used inside <AdminProvider>');
  return state;
}
