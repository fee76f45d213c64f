import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { variantLabel } from '@mavazi/shared/size-scales';
import { isApiError } from '../../../lib/api-client';
import { serverErrorOr } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateStockAlert } from '../api/create-stock-alert';

/**
 * "Notify me" for a sold-out size (those cannot be chosen above): one email when it is back. Signed-in
 * shoppers are mailed at their account's address, so only guests type one.
 */
export function NotifyMeForm({
  productId,
  soldOut,
  signedIn,
}: {
  productId: number;
  soldOut: ReadonlyArray<{ id: number; size: string; colour: string | null }>;
  signedIn: boolean;
}) {
  const { t } = useTranslation('catalog');
  const [email, setEmail] = useState('');
  const [variantId, setVariantId] = useState(soldOut[0]?.id ?? 0);
  const alert = useCreateStockAlert();
  const fieldError =
    alert.error && isApiError(alert.error) && alert.error.details?.email
      ? serverErrorOr(alert.error, t('notify.failed'))
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    alert.mutate({
      product_id: productId,
      variant_id: variantId,
      ...(signedIn ? {} : { email: email.trim(), language: currentLanguage() }),
    });
  }

  if (alert.isSuccess)
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        {t('notify.done')}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('notify.submit')}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <p className="text-sm text-stone-700">{t('notify.soldOut')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label={t('notify.size')}
          wrapperClassName="sm:w-40"
          value={String(variantId)}
          onChange={(event) => {
            setVariantId(Number(event.currentTarget.value));
            alert.reset();
          }}
        >
          {soldOut.map((v) => (
            <option key={v.id} value={v.id}>
              {variantLabel(v)}
            </option>
          ))}
        </SelectField>
        {signedIn ? null : (
          <TextField
            label={t('notify.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            wrapperClassName="flex-1"
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        )}
        <Button type="submit" variant="secondary" disabled={alert.isPending} className="min-h-11">
          {t('notify.submit')}
        </Button>
      </div>
      {alert.isError && !fieldError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverErrorOr(alert.error, t('notify.failed'))}
        </p>
      ) : null}
    </form>
  );
}
