'use client';

import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { Button } from '@/components/ui/Button';
import { priceWithCode, type BasketPrices } from '@/lib/api/checkout';
import { MAX_DISCOUNT_CODE_LENGTH } from '@/lib/shop/validation/basket';
import { yup } from '@/lib/shop/validation/yup';
import styles from './Checkout.module.css';

/** /get-cart-prices's rule for the code (trimmed, its length limit), filled: the box has nothing to apply without one. */
const codeSchema = yup.object({ DiscountCode: yup.string().trim().max(MAX_DISCOUNT_CODE_LENGTH).required() });

interface DiscountBoxProps {
  /** The totals with the code, once the server took it. */
  applied: BasketPrices | null;
  onApplied: (prices: BasketPrices) => void;
  /** While the order is on its way the code cannot change. */
  locked: boolean;
}

/**
 * The discount code box (spec 02 §4): Apply asks /get-cart-prices for the totals with the code; a
 * code it takes is applied once (the input and the button stay disabled after), a refused one shows
 * the server's reason beside the field.
 */
export function DiscountBox({ applied, onApplied, locked }: DiscountBoxProps) {
  const t = useTranslations('checkout');
  const { formik, formRef } = useShopForm<{ DiscountCode: string }, BasketPrices>({
    initialValues: { DiscountCode: '' },
    schema: codeSchema,
    send: ({ DiscountCode }) => priceWithCode(DiscountCode),
    resetOnSuccess: false,
    onSuccess: ({ data }) => onApplied(data),
    onRefusal: (envelope) => {
      void formik.setFieldTouched('DiscountCode', true, false);
      formik.setFieldError('DiscountCode', envelope.message);
      return true;
    },
  });
  const done = applied !== null;
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('discountLabel')}>
      <TextField
        name="DiscountCode"
        label={t('discountLabel')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={MAX_DISCOUNT_CODE_LENGTH}
        disabled={done || locked}
        hint={done ? t('discountApplied', { code: applied.DiscountCode ?? '' }) : undefined}
        announceError
        action={
          <Button type="submit" variant="secondary" disabled={done || locked || formik.isSubmitting} aria-busy={formik.isSubmitting || undefined} className={styles.applyButton}>
            {formik.isSubmitting ? t('discountApplying') : t('discountApply')}
          </Button>
        }
      />
    </ShopForm>
  );
}
