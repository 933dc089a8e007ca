import nodemailer, { type Transporter } from 'nodemailer';

/** Where mail leaves the shop (`smtp://host:port`, `smtps://user:pass@host`); unset keeps every mail in the outbox. */
export const mailUrl = () => process.env.MAIL_URL?.trim() || null;

export const mailFrom = () => process.env.MAIL_FROM?.trim() || 'Vitrin <no-reply@localhost>';

export interface MailToSend {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

let cached: { url: string; transporter: Transporter } | null = null;

/** One transporter per MAIL_URL, made on first use. */
function transporter(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transporter: nodemailer.createTransport(url) };
  return cached.transporter;
}

/** Hands one mail to the SMTP server; throws when there is none configured or it refuses. */
export async function sendMail(mail: MailToSend): Promise<void> {
  const url = mailUrl();
  if (!url) throw new Error('MAIL_URL is not set');
  await transporter(url).sendMail({
    from: mailFrom(),
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}
