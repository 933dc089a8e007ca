'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { AnyObjectSchema } from 'yup';
import { ShopForm } from '@/components/forms/ShopForm';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { usePageNotice } from '@/components/operator/PageNotice';
import { callApi } from '@/lib/api/client';
import type { OrderAction } from '@/lib/shop/operators/order-actions';
import { CARRIER_IDS, CARRIERS, isCarrierId } from '@/lib/shop/orders/carriers';
import { cancelSchema, orderMoveSchema, rejectSchema, shipSchema, transferReceivedSchema } from '@/lib/shop/validation/operator-orders';
import styles from './Orders.module.css';

const CALLS = {
  transferReceived: ['operator-order-transfer-received', transferReceivedSchema],
  preparing: ['operator-order-preparing', orderMoveSchema],
  shipped: ['operator-order-shipped', shipSchema],
  delivered: ['operator-order-delivered', orderMoveSchema],
  rejected: ['operator-order-rejected', rejectSchema],
  cancelled: ['operator-order-cancelled', cancelSchema],
} as const satisfies Record<OrderAction, readonly [string, AnyObjectSchema]>;

interface ActionProps {
  action: OrderAction;
  orderId: number;
  status: number;
  currency: string;
  total: string;
  /** The total in minor units, offered as the received amount. */
  totalMinor: number;
}

/**
 * One step as its own small form: says what it does, sends once, and shows the order anew after. The
 * page says a done move (and a refusal that reloads the order): the reload takes this form, keyed by
 * the status, away with its button and anything said beside it.
 */
function ActionForm({ action, orderId, status, currency, total, totalMinor }: ActionProps) {
  const t = useTranslations('operatorOrders.actions');
  const modals = useModals();
  const say = usePageNotice();
  const router = useRouter();
  const [name, schema] = CALLS[action];
  const { formik, formRef } = useShopForm<Record<string, string | number>, unknown>({
    initialValues: { OrderId: orderId, FromStatus: status, Amount: (totalMinor / 100).toFixed(2), Carrier: '', TrackingNumber: '', Reason: '' },
    schema,
    send: (input) => callApi(name, input as never, { silent: true }),
    onSuccess: () => {
      say(t(`${action}.done`));
      router.refresh();
    },
    onRefusal: (envelope) => {
      // The order moved under us (or the move is no longer possible): show it as it is now.
      if (envelope.code === 'order_changed' || envelope.code === 'order_move_not_allowed') {
        say(envelope.message);
        router.refresh();
      } else {
        modals.showError({ message: envelope.message });
      }
      return true;
    },
  });
  const carrier = formik.values.Carrier;
  return (
    <section className={styles.action} aria-labelledby={`action-${action}`}>
      <h3 id={`action-${action}`}>{t(`${action}.title`)}</h3>
      <ShopForm formik={formik} formRef={formRef} label={t(`${action}.title`)}>
        {action === 'transferReceived' ? <TextField name="Amount" label={t('transferReceived.amount', { currency })} hint={t('transferReceived.amountHint', { total })} inputMode="decimal" /> : null}
        {action === 'shipped' ? (
          <>
            <SelectField name="Carrier" label={t('shipped.carrier')} options={CARRIER_IDS.map((id) => ({ value: id, label: CARRIERS[id].name }))} />
            <TextField
              name="TrackingNumber"
              label={t('shipped.trackingNumber')}
              hint={isCarrierId(carrier) ? t('shipped.trackingHint', { example: CARRIERS[carrier].example }) : undefined}
              autoComplete="off"
            />
          </>
        ) : null}
        {action === 'rejected' ? <TextAreaField name="Reason" label={t('rejected.reason')} maxLength={500} rows={3} /> : null}
        {action === 'cancelled' ? (
          <>
            <p>{t('cancelled.hint')}</p>
            <TextAreaField name="Reason" label={t('cancelled.reason')} maxLength={500} rows={2} optional />
          </>
        ) : null}
        <SubmitButton>{t(`${action}.button`)}</SubmitButton>
      </ShopForm>
    </section>
  );
}

/** The steps the state machine allows from the order's status now; each names the status the operator saw. */
export function OrderActions({ actions, ...order }: Omit<ActionProps, 'action'> & { actions: OrderAction[] }) {
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <ActionForm key={`${action}-${order.status}`} action={action} {...order} />
      ))}
    </div>
  );
}
