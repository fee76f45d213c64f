import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@mavazi/shared/staff';
import { staffInviteBodySchema, type StaffInviteBody } from '@mavazi/shared/staff.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { SelectField, TextField } from '../../../../components/form-field';
import { errorMessage } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { useInviteStaff } from '../api/invite-staff';

/** Username, email and role of a new staff member; the API mails them the link. */
export function InviteForm() {
  const invite = useInviteStaff();
  const form = useForm<StaffInviteBody>({
    resolver: zodResolver(staffInviteBodySchema),
    defaultValues: { username: '', email: '', role: 'fulfilment' },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(
    form,
    async (values) => {
      const member = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${member.email}`);
      form.reset();
    },
    (err) => toast.error(`Invitation failed: ${errorMessage(err)}`),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-end"
    >
      <TextField label="Username" autoCapitalize="none" {...field('username')} />
      <TextField label="Email" type="email" {...field('email')} />
      <SelectField label="Role" {...field('role')}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
