import type { AdminLoginBody, User } from '@mavazi/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export interface AdminLoginResponse {
  access_token?: string;
  user?: User;
}

export function loginAdmin(body: AdminLoginBody): Promise<AdminLoginResponse> {
  return api<AdminLoginResponse>('/admin/login', { method: 'POST', body });
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}
