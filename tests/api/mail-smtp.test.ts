/** @jest-environment node */
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { contactNotification } from '@/lib/server/mail/contact-notification';
import { deliverDueMails, deliverSoon, MAX_ATTEMPTS, retryDelaySeconds, startOutboxWorker, stopOutboxWorker } from '@/lib/server/mail/outbox-worker';
import { enqueueMail } from '@/lib/server/services/outbox';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { codeInLink, logInAs, registration } from '../support/accounts';
import { freshShop, post } from '../support/shop';

let shop: Database;
let port: number;
let smtp: SMTPServer | null = null;
const inbox: ParsedMail[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
}

/** A real SMTP server on the test's port: every message it accepts is parsed into the inbox. */
async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        inbox.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
}

async function stopSmtp() {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  smtp = null;
}

const outboxRow = async (to: string) => (await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

beforeAll(async () => {
  shop = await freshShop({ seed: false });
  port = await freePort();
  process.env.MAIL_URL = `smtp://127.0.0.1:${port}`;
  await startSmtp();
  // The interval is long: each delivery in these tests comes from a queued mail's own trigger.
  expect(startOutboxWorker(3_600_000)).toBe(true);
});

afterAll(async () => {
  await stopOutboxWorker();
  await stopSmtp();
  delete process.env.MAIL_URL;
});

describe('mail over SMTP', () => {
  it('delivers the activation mail at sign-up, and its link activates the account', async () => {
    expect((await post('register', registration('smtp@example.com', { LanguageId: 1 }))).status).toBe(200);
    await deliverSoon();
    const mail = inbox.find((each) => each.subject === tr.mails.activation.subject)!;
    expect(mail).toBeDefined();
    expect(mail.from?.value).toEqual([{ name: 'Vitrin', address: 'no-reply@localhost' }]);
    expect((mail.to as { text: string }).text).toBe('smtp@example.com');
    expect(mail.text).toContain('Merhaba Deniz Kaya,');
    const code = codeInLink(mail.text!, 'activation');
    expect(mail.html).toContain(`href="http://localhost:3000/tr/aktivasyon/${code}"`);
    expect(await outboxRow('smtp@example.com')).toMatchObject({ attempts: 0, error: null, sentAt: expect.any(Date) });

    const activated = await post('get-activation-data', { LanguageId: 2, Guid: code });
    expect(activated.body).toEqual({ succeeded: true, message: en.notices.account_activated, data: null });
    expect((await logInAs('smtp@example.com')).status).toBe(200);
  });

  it('keeps the mail in the outbox while the server is down, counting the try, and delivers it once it is up', async () => {
    await stopSmtp();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await post('send-forgot-password-mail', { Email: 'smtp@example.com' });
      await deliverSoon();
    } finally {
      warn.mockRestore();
    }
    const [waiting] = await shop.db.select().from(mailOutbox).where(sql`${mailOutbox.sentAt} is null`);
    expect(waiting).toMatchObject({ to: 'smtp@example.com', attempts: 1, error: expect.stringMatching(/ECONNREFUSED/) });
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await startSmtp();
    // The pause after a failure has passed.
    await shop.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, waiting.id));
    await deliverSoon();
    const [delivered] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting.id));
    expect(delivered).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
    const mail = inbox.find((each) => each.subject === tr.mails.passwordReset.subject)!;
    expect(codeInLink(mail.text!, 'passwordReset')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends the shop notifications through the same sender, with the shopper as the reply address', async () => {
    const notice = { id: 1, nameSurname: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+905321234567', subject: 'other' as const, message: 'Merhaba', senderLocale: 'en' as const };
    await enqueueMail(shop.db, contactNotification('shop@example.com', notice));
    await deliverSoon();
    const mail = inbox.find((each) => (each.to as { text: string }).text === 'shop@example.com')!;
    expect(mail.replyTo?.text).toBe('ayse@example.com');
    expect(mail.text).toContain('Merhaba');
  });

  it('waits longer after each failure and gives a mail up after the last try, keeping it with its error', async () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(6 * 60 * 60);
    const id = await enqueueMail(shop.db, { to: 'bounce@example.com', subject: 'x', text: 'x', locale: 'en' });
    await shop.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(mailOutbox.id, id));
    const refuse = jest.fn(async () => {
      throw new Error('mailbox unavailable');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await deliverDueMails(shop.db, refuse)).toEqual({ sent: 0, failed: 1 });
      await shop.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, id));
      expect(await deliverDueMails(shop.db, refuse)).toEqual({ sent: 0, failed: 0 });
    } finally {
      warn.mockRestore();
    }
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(await outboxRow('bounce@example.com')).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, error: 'mailbox unavailable' });
  });
});
