import 'server-only';
import type { Locale } from '@/lib/shop/locale';
import { formatMoney } from '@/lib/shop/money';
import { escapeHtml } from '../mail/html';
import { translator } from '../translate';
import { appRoutes } from '@/lib/shop/routes';
import type { SandboxSession } from './sandbox-sessions';

/** The shop's colours and type (styles/tokens.css), so the stand-in page looks like part of the shop. */
const STYLE = `
:root{--bg:#f7f4ef;--surface:#fdfbf8;--ink:#1d1b18;--muted:#6e675d;--border:#e2dbd0;--accent:#9c4f34;--accent-ink:#7d3d27;--danger:#a1312a}
*{box-sizing:border-box;margin:0}
body{min-height:100dvh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--ink);font:16px/1.55 Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{width:100%;max-width:440px;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:32px;box-shadow:0 8px 24px rgb(29 27 24/.08)}
h1{font:500 2rem/1.15 'Cormorant Garamond',Georgia,serif;margin-bottom:8px}
p{color:var(--muted);font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:24px 0;padding:16px 0;border-block:1px solid var(--border)}
dt{color:var(--muted)}dd{font-weight:600;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.actions{display:flex;gap:12px}
button{flex:1;min-height:44px;border-radius:4px;font:inherit;font-weight:600;cursor:pointer;border:1px solid var(--ink)}
.approve{background:var(--accent);border-color:var(--accent);color:#fdfbf8}.approve:hover{background:var(--accent-ink)}
.decline{background:transparent;color:var(--ink)}
button:focus-visible{outline:2px solid var(--ink);outline-offset:2px}
.error{color:var(--danger);font-weight:600}
.test{margin:-8px -8px 24px;padding:8px 12px;border:1px dashed var(--accent);border-radius:4px;color:var(--accent-ink);font-weight:600;text-align:center}
@media (max-width:480px){body{padding:16px}main{padding:24px 20px}}
`;

/** Every sandbox page says first that it is one: nobody should believe a card was charged. */
const shell = (locale: Locale, title: string, body: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>` +
  `<p class="test" role="note">${escapeHtml(translator(locale)('paymentSandbox.testNotice'))}</p>${body}</main></body></html>`;

/** The 3-D Secure page: amount, masked card, instalments; Approve and Decline post back to the sandbox. */
export function sandboxPage(id: string, session: SandboxSession): string {
  const t = translator(session.locale);
  const { fields } = session;
  const minor = Math.round(Number(fields.payment_amount ?? '0') * 100);
  const amount = formatMoney(Number.isFinite(minor) ? minor : 0, fields.currency === 'USD' ? 'USD' : 'TRY');
  const count = Number(fields.installment_count ?? '0');
  const rows: [string, string][] = [
    [t('paymentSandbox.merchant'), 'Vitrin'],
    [t('paymentSandbox.amount'), amount],
    [t('paymentSandbox.card'), session.maskedCard],
    [t('paymentSandbox.installments'), count >= 2 ? String(count) : t('paymentSandbox.noInstallment')],
  ];
  return shell(
    session.locale,
    t('paymentSandbox.title'),
    `<h1>${escapeHtml(t('paymentSandbox.heading'))}</h1><p>${escapeHtml(t('paymentSandbox.lead'))}</p>` +
      `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>` +
      `<form method="post" action="${appRoutes.paytrSandbox(id)}" class="actions">` +
      `<button type="submit" name="decision" value="approve" class="approve">${escapeHtml(t('paymentSandbox.approve'))}</button>` +
      `<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(t('paymentSandbox.decline'))}</button></form>`,
  );
}

/** A refusal the sandbox shows instead of the 3-D Secure page (a bad token, an expired session). */
export function sandboxErrorPage(locale: Locale, reason: 'badToken' | 'badBuyer' | 'expired'): string {
  const t = translator(locale);
  return shell(locale, t('paymentSandbox.title'), `<h1>${escapeHtml(t('paymentSandbox.heading'))}</h1><p class="error" role="alert">${escapeHtml(t(`paymentSandbox.${reason}`))}</p>`);
}
