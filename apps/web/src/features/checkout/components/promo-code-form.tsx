import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { isPromoRedeemable } from '@mavazi/shared/promotions.schemas';
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
  const [code, setCode] = useState('');
  const applyPromo = useApplyPromoCode();

  const apply = async () => {
    const wanted = code.trim();
    if (!wanted || applyPromo.isPending) return;
    try {
      const promo = await applyPromo.mutateAsync(wanted);
      if (!isPromoRedeemable(promo)) {
        onChange(null);
        toast.error('Promo code is inactive or expired');
        return;
      }
      onChange({ code: promo.code, discountPercentage: promo.discount_percentage });
      toast.success('Promo code applied successfully');
    } catch (err) {
      onChange(null);
      toast.error(promoErrorText(err));
    }
  };

  return (
    <form
      noValidate
      aria-label="Promotion code"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
      className="space-y-2"
    >
      <label htmlFor="promo-code" className="block text-sm font-medium text-stone-700">
        Promotion code (optional)
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
          Apply
        </Button>
      </div>
      {applied ? (
        <p className="flex items-center justify-between rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <span>
            Code <strong>{applied.code}</strong>: {applied.discountPercentage}% off
          </span>
          <button type="button" className="font-semibold underline" onClick={() => onChange(null)}>
            Remove<span className="sr-only"> promotion code</span>
          </button>
        </p>
      ) : null}
    </form>
  );
}
