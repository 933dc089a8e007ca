'use client';

import { useTranslations } from 'next-intl';
import { IbanField } from '@/components/forms/IbanField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { requestRefund } from '@/lib/api/orders';
import { REFUND_NAME_MAX, REFUND_NOTE_MAX, refundRequestSchema } from '@/lib/shop/validation/orders';

interface RefundValues {
  OrderId: number;
  RefundName: string;
  RefundIban: string;
  RefundNote: string;
}

/**
 * The refund request (spec 02 §3, §5): account holder, IBAN (masked as TR and groups of four, checked
 * with the call's own schema: Türkiye's layout and the mod-97 check digits) and a note, all required.
 * The success modal shows the server's message; the page then shows the request's state instead.
 */
export function RefundForm({ orderId }: { orderId: number }) {
  const t = useTranslations('orders');
  const modals = useModals();
  const { formik, formRef } = useShopForm<RefundValues, unknown>({
    initialValues: { OrderId: orderId, RefundName: '', RefundIban: '', RefundNote: '' },
    schema: refundRequestSchema,
    send: requestRefund,
    onSuccess: (envelope) => modals.showSuccess({ title: t('refundDoneTitle'), message: envelope.message }),
  });

  return (
    <ShopForm formik={formik} formRef={formRef} label={t('refundFormLabel')}>
      <TextField name="RefundName" label={t('refundName')} autoComplete="name" maxLength={REFUND_NAME_MAX} />
      <IbanField name="RefundIban" label={t('refundIban')} hint={t('refundIbanHint')} placeholder={t('refundIbanPlaceholder')} />
      <TextAreaField name="RefundNote" label={t('refundNote')} maxLength={REFUND_NOTE_MAX} rows={4} />
      <SubmitButton busyLabel={t('refundSending')}>{t('refundSubmit')}</SubmitButton>
    </ShopForm>
  );
}
