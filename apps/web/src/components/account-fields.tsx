import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './form-field';

type AccountField = 'username' | 'email' | 'phone_number' | 'imageUrl';

/** Username, email, phone and picture, as registration and the profile ask for them. */
export function AccountFields({
  register,
  errors,
  phoneOptional = false,
}: {
  register: (name: AccountField) => UseFormRegisterReturn;
  errors: Partial<Record<AccountField, { message?: string }>>;
  /** Registration asks for a phone; the profile may leave it empty. */
  phoneOptional?: boolean;
}) {
  return (
    <>
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={phoneOptional ? 'Phone (optional)' : 'Phone'}
        type="tel"
        autoComplete="tel"
        placeholder="+254 712 345 678"
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      <TextField
        label="Image URL (optional)"
        type="url"
        placeholder="https://…"
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
    </>
  );
}
