'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Waiting } from '@/components/ui/Waiting';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { contractLink } from '@/components/forms/contractLink';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useShopForm } from '@/components/forms/useShopForm';
import { useModals } from '@/components/modals/ModalProvider';
import { useIsClient } from '@/components/ui/useIsClient';
import {
  bankAccounts, confirmCardOrder, paytrToken, placeBankOrder, readCheckoutData, useCheckoutBasket,
  type BankAccount, type BasketPrices, type CheckoutData,
} from '@/lib/api/checkout';
import { forgetMember } from '@/lib/api/member';
import { useRouter } from '@/lib/i18n/navigation';
import type { Envelope } from '@/lib/shop/envelope';
import { DISTANCE_SALES_CONTRACT_ID, PRE_INFORMATION_CONTRACT_ID } from '@/lib/shop/contracts';
import { formatMoney } from '@/lib/shop/money';
import { routes } from '@/lib/shop/routes';
import { cardSchema, paymentStepSchema } from '@/lib/shop/validation/checkout';
import { BankTransferDetails } from './BankTransferDetails';
import { CardFields } from './CardFields';
import { CheckoutSummary } from './CheckoutSummary';
import { DiscountBox } from './DiscountBox';
import { InstallmentGrid } from './InstallmentGrid';
import { PaymentMethodChoice, type PaymentMethod } from './PaymentMethodChoice';
import { ProviderForm, type ProviderPost } from './ProviderForm';
import { checkoutTotals } from './totals';
import styles from './Checkout.module.css';

interface PaymentValues {
  CardName: string;
  CardNumber: string;
  ExpiryMonth: string;
  ExpiryYear: string;
  Cvv: string;
  InstallmentCount: string;
  ContractAccepted: boolean;
}

const EMPTY: PaymentValues = { CardName: '', CardNumber: '', ExpiryMonth: '', ExpiryYear: '', Cvv: '', InstallmentCount: '0', ContractAccepted: false };

/** The payment form's own fields: a server message about any other (an address field) is shown in the modal instead. */
const FORM_FIELDS = new Set(Object.keys(EMPTY));

/** A refusal naming fields of the address step has nowhere to show them here: the message alone goes to the modal. */
function onlyOwnFields<T>(reply: Envelope<T> | null): Envelope<T> | null {
  if (!reply || reply.succeeded || !reply.errors) return reply;
  return Object.keys(reply.errors).every((field) => FORM_FIELDS.has(field)) ? reply : { ...reply, errors: undefined };
}

const cardFormSchema = paymentStepSchema.concat(cardSchema);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface PaymentFormProps {
  stored: CheckoutData;
  /** The product total after the discount: the instalment surcharge applies to it. */
  productTotal: number;
  currency: 'TRY' | 'USD';
  /** What the shopper pays with the chosen plan, beside the pay button on a phone. */
  total: string;
  prices: BasketPrices | null;
  onInstallmentChange: (count: number) => void;
  /** An order is on its way or made (the card's redirect, the transfer's modal): the basket may empty under the page. */
  onBusy: (busy: boolean) => void;
}

function PaymentForm({ stored, productTotal, currency, total, prices, onInstallmentChange, onBusy }: PaymentFormProps) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const modals = useModals();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [account, setAccount] = useState<BankAccount | null | undefined>(undefined);
  const [provider, setProvider] = useState<ProviderPost | null>(null);
  const bank = method === 'bank';
  const DiscountCode = prices?.DiscountCode ?? undefined;

  const loadAccount = () => {
    setAccount(undefined);
    void bankAccounts().then((reply) => setAccount(reply?.succeeded ? reply.data.Chosen : null));
  };

  const { formik, formRef } = useShopForm<PaymentValues, unknown>({
    initialValues: EMPTY,
    schema: bank ? paymentStepSchema : cardFormSchema,
    send: async (values) => {
      onBusy(true);
      const input = { ...stored, DiscountCode, ContractAccepted: true };
      if (bank) {
        const reply = onlyOwnFields(await placeBankOrder({ ...input, IsBank: true, BankAccountId: account?.Id, InstallmentCount: 0 }));
        if (!reply?.succeeded) onBusy(false);
        return reply;
      }
      const InstallmentCount = Number(values.InstallmentCount);
      const token = onlyOwnFields(await paytrToken({ ...input, InstallmentCount }));
      if (!token?.succeeded) {
        onBusy(false);
        return token;
      }
      // Spec 02 §4's card path: the token made the order; the order is confirmed as the shopper's and still open before the card leaves.
      const confirmed = onlyOwnFields(await confirmCardOrder({ ...input, InstallmentCount, MerchantOid: token.data.MerchantOid }));
      if (!confirmed?.succeeded) {
        onBusy(false);
        return confirmed;
      }
      setProvider({
        merchantOid: token.data.MerchantOid,
        action: token.data.Action,
        fields: {
          ...token.data.Fields,
          cc_owner: values.CardName.trim(),
          card_number: values.CardNumber.replace(/\D/g, ''),
          expiry_month: values.ExpiryMonth,
          expiry_year: values.ExpiryYear,
          cvv: values.Cvv,
        },
      });
      return token;
    },
    resetOnSuccess: false,
    onSuccess: (envelope) => {
      if (!bank) return;
      const { OrderNo, CardAttemptCancelled } = envelope.data as { OrderNo: string; CardAttemptCancelled: boolean };
      // A card attempt of this basket still open elsewhere (another tab) was cancelled: the shopper hears it here.
      const cancelled = CardAttemptCancelled ? ` ${t('cardAttemptCancelled')}` : '';
      modals.showSuccess({
        title: t('bankSuccessTitle'),
        message: `${t('bankSuccessText', { orderNo: OrderNo })}${cancelled}`,
        actions: ['home'],
        onClose: () => router.push(routes.home()),
      });
    },
    onRefusal: (envelope) => {
      if (envelope.code === 'cart_empty') {
        router.replace(routes.basket());
        return true;
      }
      if (envelope.code === 'login_required') forgetMember();
      return false;
    },
  });

  const { setFieldValue, submitForm } = formik;
  const leaveProvider = () => {
    setProvider(null);
    onBusy(false);
  };
  const retryProvider = () => {
    setProvider(null);
    void submitForm();
  };
  const installments = formik.values.InstallmentCount;
  useEffect(() => onInstallmentChange(bank ? 0 : Number(installments) || 0), [bank, installments, onInstallmentChange]);

  const choose = (next: PaymentMethod) => {
    setMethod(next);
    if (next === 'bank' && account === undefined) loadAccount();
    // Instalments are a card's: the transfer is paid in one go.
    if (next === 'bank') void setFieldValue('InstallmentCount', '0', false);
  };

  const busy = formik.isSubmitting || provider !== null;
  return (
    <>
      <ShopForm formik={formik} formRef={formRef} label={t('paymentFormLabel')}>
        <PaymentMethodChoice value={method} onChange={choose} disabled={busy} />
        {bank ? (
          <Section id="checkout-bank" title={t('bankTitle')}>
            <BankTransferDetails account={account} onRetry={loadAccount} />
          </Section>
        ) : (
          <>
            <Section id="checkout-card" title={t('cardTitle')}>
              <p className={styles.text}>{t('cardSecure')}</p>
              <CardFields />
            </Section>
            <section className={styles.panel} aria-label={t('installmentsLegend')}>
              <InstallmentGrid name="InstallmentCount" productTotal={productTotal} currency={currency} />
            </section>
          </>
        )}
        <div className={styles.payBar}>
          <CheckboxField
            name="ContractAccepted"
            label={t.rich('contract', { pre: contractLink(PRE_INFORMATION_CONTRACT_ID, t('newTab')), sales: contractLink(DISTANCE_SALES_CONTRACT_ID, t('newTab')) })}
          />
          {bank && !account ? null : (
            <div className={styles.payAction}>
              <p className={styles.payTotal}>
                <span>{t('total')}</span> <strong>{total}</strong>
              </p>
              <SubmitButton busyLabel={bank ? t('confirming') : t('paying')}>{bank ? t('confirmOrder') : t('pay')}</SubmitButton>
            </div>
          )}
        </div>
      </ShopForm>
      {provider ? <ProviderForm post={provider} onRetry={retryProvider} onBack={leaveProvider} /> : null}
    </>
  );
}

/**
 * odemeyontemi (spec 02 §2, §4): the address step's stored data, the basket's summary with the
 * discount box, card (the default, with the instalment grid) or bank transfer, the contract, and
 * Pay. The card goes from a hidden form straight to the payment provider's page; the transfer's
 * order ends in the success modal. No stored address data sends the shopper back to that step.
 */
export function PaymentStep() {
  const t = useTranslations('checkout');
  const router = useRouter();
  const isClient = useIsClient();
  const [stored] = useState(readCheckoutData);
  const { basket, failed, reload } = useCheckoutBasket(stored !== null);
  const [prices, setPrices] = useState<BasketPrices | null>(null);
  const [installmentCount, setInstallmentCount] = useState(0);
  // From the moment an order is sent the basket may empty by design: that is no reason to leave the page.
  const [busy, setBusy] = useState(false);
  const missing = isClient && !stored;
  const empty = basket !== undefined && basket.List.length === 0 && !busy;

  useEffect(() => {
    if (missing) router.replace(routes.address());
    else if (empty) router.replace(routes.basket());
  }, [missing, empty, router]);

  if (!isClient) return <Waiting>{t('summaryLoading')}</Waiting>;
  if (missing) return <Waiting>{t('noAddressData')}</Waiting>;
  if (empty) return <Waiting>{t('emptyBasket')}</Waiting>;
  return (
    <div className={`${styles.columns} ${styles.summaryFirst}`}>
      <div className={styles.main}>
        {basket ? (
          <PaymentForm
            stored={stored!}
            productTotal={basket.TotalProductPrice - (prices?.TheDiscount ?? 0)}
            currency={basket.Currency}
            total={formatMoney(checkoutTotals(basket, prices, installmentCount).total, basket.Currency)}
            prices={prices}
            onInstallmentChange={setInstallmentCount}
            onBusy={setBusy}
          />
        ) : (
          <Waiting>{t('summaryLoading')}</Waiting>
        )}
      </div>
      <CheckoutSummary basket={basket} failed={failed} onRetry={reload} prices={prices} installmentCount={installmentCount}>
        <DiscountBox applied={prices} onApplied={setPrices} locked={busy} />
      </CheckoutSummary>
    </div>
  );
}
