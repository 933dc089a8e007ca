import { expect, test } from './support/test';
import { createMember, signIn } from './support/member';
import { bankTransferOrder, paidCardOrder } from './support/orders';
import { format, messages, popupAlreadySeen, type Lang } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { noViolationsAtBothWidths } from './support/axe';

/**
 * The member's orders and a refund (issue 10). The orders are made through the checkout's public
 * calls (/payment-process for a bank transfer; /get-paytr-token and the local 3-D Secure sandbox
 * for a paid card order), as a shopper makes them.
 */

const VALID_IBAN = 'TR330006100519786457841326';
const BAD_CHECKSUM_IBAN = 'TR340006100519786457841326';
/** The status labels the demo seed gives (db/seed/commerce.ts). */
const LABELS = {
  tr: { awaiting: 'Ödeme Bekleniyor', paid: 'Ödendi', refundRequested: 'İade Talebi Alındı' },
  en: { awaiting: 'Awaiting Payment', paid: 'Paid', refundRequested: 'Refund Requested' },
};

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const o = t.orders;
  const ordersPath = localizedPath(routes.orders(), lang);

  test(`[${lang}] a visitor is invited to sign in on the orders page, which is kept out of search`, async ({ page }) => {
    await page.goto(ordersPath);
    await expect(page.getByRole('heading', { level: 2, name: o.signedOutTitle })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('button', { name: o.signIn }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test(`[${lang}] a member sees their orders and an order's page, and asks for a refund after an invalid IBAN is refused`, async ({ page, request }) => {
    // Two whole checkouts (one through the card sandbox) come before the pages under test.
    test.slow();
    const member = await createMember(request, lang);
    await signIn(page, member);
    const transfer = await bankTransferOrder(page, member, lang);
    const card = await paidCardOrder(page, member, lang);

    await page.goto(ordersPath);
    await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
    const list = page.getByRole('list', { name: o.listLabel });
    const cardOrder = list.getByRole('article', { name: format(o.orderNo, lang, { orderNo: card.OrderNo }) });
    const transferOrder = list.getByRole('article', { name: format(o.orderNo, lang, { orderNo: transfer.OrderNo }) });
    await expect(list.getByRole('article')).toHaveCount(2);
    await expect(cardOrder).toContainText(LABELS[lang].paid);
    await expect(transferOrder).toContainText(LABELS[lang].awaiting);
    // Newest first.
    await expect(list.getByRole('article').first()).toHaveAccessibleName(format(o.orderNo, lang, { orderNo: card.OrderNo }));
    await expect(page.getByRole('navigation', { name: t.account.menuLabel }).getByRole('link', { name: t.account.orders })).toHaveAttribute('aria-current', 'page');
    await noViolationsAtBothWidths(page);

    // The returns page lists the paid order only: the transfer has nothing to refund yet.
    await page.goto(localizedPath(routes.returns(), lang));
    await expect(page.getByRole('heading', { level: 2, name: o.returnsRightTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: format(o.requestRefundLabel, lang, { orderNo: card.OrderNo }) })).toBeVisible();
    await expect(page.getByRole('link', { name: format(o.requestRefundLabel, lang, { orderNo: transfer.OrderNo }) })).toHaveCount(0);
    await noViolationsAtBothWidths(page);

    await page.goto(ordersPath);
    await cardOrder.getByRole('link', { name: format(o.detailsLabel, lang, { orderNo: card.OrderNo }) }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(routes.order(card.OrderId), lang)}$`));
    await expect(page.getByRole('heading', { level: 2, name: format(o.orderNo, lang, { orderNo: card.OrderNo }) })).toBeVisible();
    await expect(page.getByRole('heading', { name: o.products })).toBeVisible();
    await expect(page.getByRole('heading', { name: o.deliveryAddress })).toBeVisible();
    await expect(page.getByRole('heading', { name: o.history })).toBeVisible();
    const form = page.getByRole('form', { name: o.refundFormLabel });
    await expect(form).toBeVisible();
    await noViolationsAtBothWidths(page);

    await form.getByRole('textbox', { name: o.refundName }).fill(member.name);
    await form.getByRole('textbox', { name: o.refundNote }).fill(lang === 'tr' ? 'Renk fotoğraftakinden farklı.' : 'The colour differs from the photo.');
    const iban = form.getByRole('textbox', { name: o.refundIban });
    await iban.fill(BAD_CHECKSUM_IBAN);
    await form.getByRole('button', { name: o.refundSubmit }).click();
    await expect(form.getByText(t.validation.iban)).toBeVisible();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');

    await iban.fill(VALID_IBAN);
    await form.getByRole('button', { name: o.refundSubmit }).click();
    const success = page.getByRole('dialog', { name: o.refundDoneTitle });
    await expect(success).toContainText(t.notices.refund_requested);
    await success.getByRole('button', { name: t.modals.ok }).click();
    await expect(page.getByRole('heading', { name: o.refundOpenTitle })).toBeVisible();
    await expect(page.getByText(LABELS[lang].refundRequested).first()).toBeVisible();
    await expect(page.getByRole('form', { name: o.refundFormLabel })).toHaveCount(0);
    await noViolationsAtBothWidths(page);

    // The transfer still awaiting payment offers no refund.
    await page.goto(localizedPath(routes.order(transfer.OrderId), lang));
    await expect(page.getByRole('heading', { level: 2, name: format(o.orderNo, lang, { orderNo: transfer.OrderNo }) })).toBeVisible();
    await expect(page.getByRole('form', { name: o.refundFormLabel })).toHaveCount(0);
  });
}
