import { useTranslation } from 'react-i18next';
import { serverErrorOr } from '../../../lib/error-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { reviewInputSchema } from '@mavazi/shared/catalog.schemas';
import { Button } from '../../../components/button';
import { TextAreaField, TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { useCreateReview } from '../api/create-review';

const defaults = { rating: 5, comment: '' };

export function ReviewForm({ productId }: { productId: string }) {
  const { t } = useTranslation('catalog');
  const createReview = useCreateReview(productId);
  const form = useForm({ resolver: zodResolver(reviewInputSchema), defaultValues: defaults });
  const { reset } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      const result = await createReview.mutateAsync(values);
      toast.success(result.message);
      reset(defaults);
    },
    // api() reports the server's error, or 'Network response was not ok' when the server was unreachable.
    (err) => toast.error(t('reviews.failed', { error: serverErrorOr(err, errorMessage(err)) })),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <h3 className="text-lg font-semibold text-stone-900">{t('reviews.write')}</h3>
      <TextField
        label={t('reviews.rating')}
        type="number"
        min={1}
        max={5}
        step={1}
        inputMode="numeric"
        className="max-w-28"
        {...field('rating', { valueAsNumber: true })}
      />
      <TextAreaField label={t('reviews.comment')} rows={4} {...field('comment')} />
      <Button type="submit" busy={createReview.isPending}>
        {t('reviews.submit')}
      </Button>
    </form>
  );
}
