import type { AdminLoginBody } from '@mavazi/shared/auth.schemas';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { PageLoader } from '../../../../components/page-loader';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdmin } from '../../state/admin-context';
import { useLoginAdmin } from '../api/login-admin';
import { AdminLoginForm } from '../components/admin-login-form';
import { DocumentTitle } from '../../../../components/document-title';

/** /admin/login: hidden (redirect to /admin) while an admin is signed in. */
export function AdminLoginPage() {
  const { status, user, signIn } = useAdmin();
  const login = useLoginAdmin();
  const navigate = useNavigate();
  const [askOtp, setAskOtp] = useState(false);

  if (status === 'admin') return <Navigate to={ADMIN_PATHS.root} replace />;

  async function handleSubmit(values: AdminLoginBody) {
    const response = await login
      .mutateAsync({ ...values, otp: askOtp && values.otp ? values.otp : undefined })
      .catch((err: unknown) => {
        // The password was right: the second step asks for the authenticator's code.
        if (isApiError(err, 'OTP_REQUIRED') && !askOtp) {
          setAskOtp(true);
          toast.info('Enter the code from your authenticator app');
          return undefined;
        }
        toast.error(`Login failed: ${errorMessage(err)}`);
        throw err;
      });
    if (response === undefined) return;
    if (!response?.access_token) {
      toast.error('Login failed: No access token received');
      return;
    }
    signIn(response.access_token, response.user);
    navigate(ADMIN_PATHS.dashboard, { replace: true });
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4 py-12">
      <DocumentTitle>Admin login · Mavazi Admin</DocumentTitle>
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-2xl font-bold tracking-tight text-brand-700">
          Mavazi <span className="font-medium text-stone-500">Admin</span>
        </p>
        <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="mb-1 text-xl font-semibold text-stone-900">Admin login</h1>
          <p className="mb-6 text-sm text-stone-500">Sign in with your administrator account.</p>
          {status === 'checking' ? (
            <PageLoader className="text-sm" />
          ) : (
            <>
              {status === 'not-admin' && user && (
                <p
                  role="status"
                  className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800"
                >
                  You are signed in as {user.username}, which is not an administrator account.
                </p>
              )}
              <AdminLoginForm busy={login.isPending} askOtp={askOtp} onSubmit={handleSubmit} />
            </>
          )}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-brand-700 hover:underline">
            Back to the shop
          </Link>
        </p>
      </div>
    </main>
  );
}
