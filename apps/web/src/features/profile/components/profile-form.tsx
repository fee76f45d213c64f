import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { User } from '@mavazi/shared/auth.schemas';
import { AccountFields } from '../../../components/account-fields';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { serverError } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useUpdateUser } from '../api/update-user';
import { NotifyByFields } from './notify-by-fields';

/** The form's values for a user: empty strings where the profile has nothing. */
function formValues(user: User) {
  return {
    username: user.username,
    email: user.email,
    phone_number: user.phone_number ?? '',
    imageUrl: user.imageUrl ?? '',
    notify_by: user.notify_by,
    // Not sent: the language switch saves it, and a form opened earlier must not undo that.
    language: user.language,
    current_password: '',
  };
}

export function ProfileForm({
  user,
  onUpdated,
  labelledBy,
}: {
  user: User;
  onUpdated: (user: User) => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
}) {
  const { t } = useTranslation('account');
  const update = useUpdateUser();
  // The checks know the address on file: an email change asks for the password.
  const checks = useMemo(
    () =>
      lazyResolver(() =>
        import('../profile-form-checks').then((m) => m.profileResolverFor(user.email)),
      ),
    [user.email],
  );
  const form = useForm({
    resolver: checks.resolver,
    defaultValues: formValues(user),
  });
  const {
    reset,
    control,
    formState: { isDirty },
  } = form;
  const field = bindFields(form);
  const email = useWatch({ control, name: 'email' });
  const emailChanges = email.trim().toLowerCase() !== user.email;

  const onSubmit = submitShowingServerErrors(
    form,
    async ({ current_password, language: _language, ...values }) => {
      // The password goes along only for the change that needs it.
      const body = values.email === user.email ? values : { ...values, current_password };
      const result = await update.mutateAsync(body);
      onUpdated(result.user);
      reset(formValues(result.user));
      toast.success(result.message);
    },
    (err) =>
      toast.error(serverError(err) ?? t('profile.updateFailed', { error: errorMessage(err) })),
  );

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onFocus={checks.preload}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountFields field={field} phoneOptional />
        {emailChanges ? (
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('profile.emailHint')}
            {...field('current_password')}
          />
        ) : null}
        <NotifyByFields
          registration={form.register('notify_by')}
          error={form.getFieldState('notify_by', form.formState).error?.message}
        />
      </div>
      <Button type="submit" busy={update.isPending} disabled={!isDirty}>
        {t('profile.submit')}
      </Button>
    </form>
  );
}
