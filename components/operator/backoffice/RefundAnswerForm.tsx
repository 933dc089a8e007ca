'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { approveRefund, rejectRefund } from '@/lib/api/backoffice';
import { BANK_REFERENCE_MAX, REASON_MAX, refundApproveSchema, refundRejectSchema } from '@/lib/shop/validation/backoffice';
import styles from './Backoffice.module.css';

// The answer takes the place of the form and its pressed button, so focus moves to the answer.
const focusOnArrival = (node: HTMLParagraphElement | null) => node?.focus();

/**
 * Approve with the bank's reference of the transfer back, or reject with a reason: each form says
 * what it will do (the order moves to refunded or refund rejected, and the shopper is mailed).
 */
export function RefundAnswerForm({ requestId, orderNo, mode }: { requestId: number; orderNo: string; mode: 'approve' | 'reject' }) {
  const t = useTranslations('operator');
  const [done, setDone] = useState('');
  const approve = mode === 'approve';
  const { formik, formRef } = useShopForm({
    initialValues: approve ? { RequestId: requestId, BankReference: '' } : { RequestId: requestId, Reason: '' },
    schema: approve ? refundApproveSchema : refundRejectSchema,
    send: (input: { RequestId: number; BankReference?: string; Reason?: string }) =>
      approve ? approveRefund({ RequestId: input.RequestId, BankReference: input.BankReference ?? '' }) : rejectRefund({ RequestId: input.RequestId, Reason: input.Reason ?? '' }),
    // The answer stays said in the row (the list is not read again under the operator's eyes); the request leaves the open list at the next visit.
    onSuccess: ({ message }) => setDone(message),
  });
  if (done) return <p ref={focusOnArrival} role="status" tabIndex={-1}>{done}</p>;
  return (
    <ShopForm formik={formik} formRef={formRef} label={t(approve ? 'refundApproveLabel' : 'refundRejectLabel', { orderNo })}>
      <p className={styles.explain}>{t(approve ? 'refundApproveExplain' : 'refundRejectExplain')}</p>
      {approve ? (
        <TextField name="BankReference" label={t('refundBankReference')} maxLength={BANK_REFERENCE_MAX} autoComplete="off" />
      ) : (
        <TextAreaField name="Reason" label={t('refundReason')} maxLength={REASON_MAX} rows={3} />
      )}
      <SubmitButton busyLabel={t('saving')}>{t(approve ? 'refundApprove' : 'refundReject')}</SubmitButton>
    </ShopForm>
  );
}
