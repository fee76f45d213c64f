import { zodResolver } from '@hookform/resolvers/zod';
import { staffAcceptFormSchema, type StaffAcceptForm } from '@mavazi/shared/staff.schemas';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { errorMessage } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdmin } from '../../state/admin-context';
import { useAcceptInvite } from '../api/accept-invite';
import { DocumentTitle } from '../../../../components/document-title';

/** /admin/accept-invite?token=: an invited staff member chooses a password and is signed in. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvite();
  const { signIn } = useAdmin();
  const navigate = useNavigate();
  const form = useForm<StaffAcceptForm>({
    resolver: zodResolver(staffAcceptFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(
    form,
    async (values) => {
      const session = await accept.mutateAsync({ token, password: values.password });
      signIn(session.access_token, session.user);
      toast.success('Welcome to the team');
      navigate(ADMIN_PATHS.dashboard, { replace: true });
    },
    (err) => toast.error(errorMessage(err)),
  );

  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4 py-12">
      <DocumentTitle>Accept invitation · Mavazi Admin</DocumentTitle>
      <div className="w-full max-w-sm rounded-lg border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-1 text-xl font-semibold text-stone-900">Join the Mavazi team</h1>
        {token ? (
          <>
            <p className="mb-6 text-sm text-stone-500">
              Choose the password for your staff account.
            </p>
            <form noValidate onSubmit={submit} className="space-y-4">
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                {...field('password')}
              />
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                {...field('confirm_password')}
              />
              <Button type="submit" disabled={accept.isPending} className="w-full">
                {accept.isPending ? 'Saving...' : 'Set password and sign in'}
              </Button>
            </form>
          </>
        ) : (
          <p role="alert" className="text-sm text-red-700">
            This invitation link is incomplete. Open the link from your email again.
          </p>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={ADMIN_PATHS.login} className="text-brand-700 hover:underline">
            Admin login
          </Link>
        </p>
      </div>
    </main>
  );
}
