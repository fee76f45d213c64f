import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { isPromoRedeemable } from '@mavazi/shared/promo-redeemability';
import { Button } from '../../../components/button';
import { useApplyPromoCode } from '../api/get-promo-code';
import { promoErrorText } from './promo-messages';

export interface AppliedPromo {
  code: string;
  discountPercentage: number;
}

interface PromoCodeFormProps {
  applied: AppliedPromo | null;
  onChange: (promo: AppliedPromo | null) => void;
}

/** Optional promotion code: checked with the server, then held until the shopper changes it. */
export function PromoCodeForm({ applied, onChange }: PromoCodeFormProps) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState('');
  const applyPromo = useApplyPromoCode();

  const apply = async () => {
    const wanted = code.trim();
    if (!wanted || applyPromo.isPending) return;
    try {
      const promo = await applyPromo.mutateAsync(wanted);
      if (!isPromoRedeemable(promo)) {
        onChange(null);
        toast.error(t('checkout.promoInactive'));
        return;
      }
      onChange({ code: promo.code, discountPercentage: promo.discount_percentage });
      toast.success(t('checkout.promoOk'));
    } catch (err) {
      onChange(null);
      toast.error(promoErrorText(err));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('checkout.promo')}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
      className="space-y-2"
    >
      <label htmlFor="promo-code" className="block text-sm font-medium text-stone-700">
        {t('checkout.promoOptional')}
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          value={code}
          autoComplete="off"
          onChange={(e) => setCode(e.currentTarget.value)}
          className="w-full min-w-0 rounded-full border border-stone-300 px-4 py-2 text-sm uppercase shadow-sm focus:border-brand-500"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={!code.trim()}
          busy={applyPromo.isPending}
        >
          {t('checkout.apply')}
        </Button>
      </div>
      {applied ? (
        <p className="flex items-center justify-between rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <span>
            {t('checkout.promoCode')} <strong>{applied.code}</strong>
            {t('checkout.promoOff', { percent: applied.discountPercentage })}
          </span>
          <button type="button" className="font-semibold underline" onClick={() => onChange(null)}>
            {t('checkout.removePromo')}
            <span className="sr-only">{t('checkout.promoSr')}</span>
          </button>
        </p>
      ) : null}
    </form>
  );
}
