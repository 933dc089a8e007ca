import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { designers, products, productVariations } from './catalog';
import { createdAt, descending, money, updatedAt, version } from './columns';
import { operators } from './operators';
import { users } from './people';

/** A basket belongs to a member or to an anonymous visitor; it merges into the member's at login. */
export const baskets = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousId: uuid('anonymous_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('carts_anon_idx').on(t.anonymousId).where(sql`${t.anonymousId} is not null`),
  ],
);

export const basketLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    basketId: integer('cart_id').notNull().references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    optionItemName: text('option_item_name'),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.basketId),
    unique('cart_lines_item_key').on(t.basketId, t.productId, t.variationId, t.optionItemName).nullsNotDistinct(),
  ],
);

/** percent: `percent` off the product total; amount: a fixed sum off, per currency. */
export type DiscountKind = 'percent' | 'amount';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    percent: smallint('percent').notNull().default(0),
    amountTry: money('amount_try').notNull().default(0),
    amountUsd: money('amount_usd').notNull().default(0),
    minTotalTry: money('min_total_try').notNull().default(0),
    minTotalUsd: money('min_total_usd').notNull().default(0),
    designerId: integer('designer_id').references(() => designers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    /** Uses allowed to one customer (a member, or a guest by e-mail); null: no per-customer limit. */
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Raised by every editor's save or ending (services/editing/versions.ts): two editors never overwrite each other. */
    version: version(),
  },
  (t) => [uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`)],
);

/** One row per order that used a code: the per-customer limit counts these (a member by id, a guest by e-mail). */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id').notNull().references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The customer's mailbox key (lib/shop/customer-email.ts): what once-per-customer limits compare. */
    customerEmail: text('customer_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_code_uses_order_idx').on(t.orderId),
    index('discount_code_uses_customer_idx').on(t.discountCodeId, t.userId),
    index('discount_code_uses_customer_email_idx').on(t.discountCodeId, t.customerEmail),
  ],
);

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  bankName: text('bank_name').notNull(),
  accountHolder: text('account_holder').notNull(),
  branch: text('branch').notNull().default(''),
  iban: text('iban').notNull(),
  currency: text('currency').notNull().default('TRY'),
  isActive: boolean('is_active').notNull().default(true),
});

/** The numeric order states and their labels; the label is what the shopper sees. */
export const orderStatuses = pgTable('order_statuses', {
  id: smallint('id').primaryKey(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
});

export type PaymentType = 'card' | 'bank';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    /** The card provider's merchant_oid; unique so a notification can be matched once. */
    merchantOid: text('merchant_oid').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    anonymousId: uuid('anonymous_id'),
    email: text('email').notNull(),
    languageId: smallint('language_id').notNull(),
    currency: text('currency').notNull(),
    status: smallint('status').notNull().references(() => orderStatuses.id),
    /** The state before the current one: status 11 (refund rejected) shows it beside its own label. */
    previousStatus: smallint('previous_status').references(() => orderStatuses.id),
    rejectReason: text('reject_reason'),
    /** Until when an unpaid order holds its stock: card attempts briefly, bank transfers one business day. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** The provider's reason for a failed card payment, shown on the failure page. */
    failReason: text('fail_reason'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    installmentCount: smallint('installment_count').notNull().default(0),
    productTotal: money('product_total').notNull(),
    cargoPrice: money('cargo_price').notNull(),
    discountCode: text('discount_code'),
    discountAmount: money('discount_amount').notNull().default(0),
    installmentSurcharge: money('installment_surcharge').notNull().default(0),
    giftWrapPrice: money('gift_wrap_price').notNull().default(0),
    total: money('total').notNull(),
    deliveryNameSurname: text('delivery_name_surname').notNull(),
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryDistrict: text('delivery_district').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryZip: text('delivery_zip').notNull().default(''),
    /** The delivery address's country (alpha-2) and region or state: with the city, what the address is written from. */
    deliveryCountry: text('delivery_country').notNull().default('TR'),
    deliveryRegion: text('delivery_region').notNull().default(''),
    isCorporate: boolean('is_corporate').notNull().default(false),
    billNameSurname: text('bill_name_surname').notNull(),
    billCitizenshipNumber: text('bill_citizenship_number'),
    billCompanyName: text('bill_company_name'),
    billTaxNumber: text('bill_tax_number'),
    billTaxOffice: text('bill_tax_office'),
    billCity: text('bill_city').notNull(),
    billDistrict: text('bill_district').notNull(),
    billAddress: text('bill_address').notNull(),
    billPhone: text('bill_phone').notNull().default(''),
    billZip: text('bill_zip').notNull().default(''),
    billCountry: text('bill_country').notNull().default('TR'),
    billRegion: text('bill_region').notNull().default(''),
    /** A corporate buyer abroad: its VAT number, when it gave one (in place of VKN and tax office). */
    billVatNumber: text('bill_vat_number'),
    isGiftWrap: boolean('is_gift_wrap').notNull().default(false),
    giftWrapNote: text('gift_wrap_note'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the operator saw arrive for a bank transfer, as entered when marking it received. */
    transferReceivedAmount: money('transfer_received_amount'),
    /** The carrier (lib/shop/orders/carriers.ts) and its tracking number, set when shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The contract versions the shopper accepted at checkout (distance sales, pre-information); null before migration 0021. */
    distanceSalesVersion: integer('distance_sales_version'),
    preInformationVersion: integer('pre_information_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created_idx').on(descending(t.createdAt)),
    index('orders_user_idx').on(t.userId, descending(t.createdAt)),
    index('orders_anon_idx').on(t.anonymousId),
    index('orders_unpaid_deadline_idx').on(t.paymentDeadline).where(sql`${t.status} = 1`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'set null' }),
    /** Snapshots: what was bought stays readable when the catalogue changes. */
    title: text('title').notNull(),
    designerName: text('designer_name').notNull(),
    variationName: text('variation_name'),
    optionItemName: text('option_item_name'),
    mainPhoto: text('main_photo').notNull(),
    productUrl: text('product_url').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().references(() => orderStatuses.id),
    note: text('note'),
    /** Who moved the order, when an operator did (null: the shopper, the payment provider or a job). */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    refundName: text('refund_name').notNull(),
    refundIban: text('refund_iban').notNull(),
    refundNote: text('refund_note').notNull(),
    /** open, then approved (the order refunded) or rejected by an operator. */
    status: text('status').notNull().default('open'),
    /** The bank's reference of the refund sent (approved), or why it was refused (rejected). */
    bankReference: text('bank_reference'),
    rejectReason: text('reject_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_requests_order_idx').on(t.orderId),
    uniqueIndex('refund_requests_open_idx').on(t.orderId).where(sql`${t.status} = 'open'`),
  ],
);

/** Every card-provider notification as received; `processedAt` makes handling idempotent per merchant_oid. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    merchantOid: text('merchant_oid').notNull(),
    status: text('status').notNull(),
    totalAmount: money('total_amount'),
    failedReasonCode: text('failed_reason_code'),
    failedReasonMessage: text('failed_reason_message'),
    hashValid: boolean('hash_valid').notNull(),
    payload: jsonb('payload').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_oid_idx').on(t.merchantOid, t.receivedAt)],
);
