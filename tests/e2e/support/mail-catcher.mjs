// The e2e run's mail server: accepts every message over SMTP and writes it as one JSON file (to,
// subject, text, html) into a folder the tests read; GET /health says it is up. Playwright starts it
// (playwright.config.ts) from MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_HTTP_PORT and MAIL_CATCHER_DIR.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT);
const dir = process.env.MAIL_CATCHER_DIR;
if (!smtpPort || !httpPort || !dir) throw new Error('MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_HTTP_PORT and MAIL_CATCHER_DIR are required');

// Each run starts with an empty mailbox.
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

let received = 0;
const addresses = (field) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((each) => each.value.map((one) => one.address));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      received += 1;
      const file = path.join(dir, `${Date.now()}-${String(received).padStart(6, '0')}.json`);
      const record = { to: addresses(mail.to), from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '', receivedAt: new Date().toISOString() };
      // Written whole, then renamed: a reader never sees half a file.
      fs.writeFileSync(`${file}.part`, JSON.stringify(record, null, 2));
      fs.renameSync(`${file}.part`, file);
      callback();
    }, callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const health = http.createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end(request.url === '/health' ? `ok ${received}` : 'not found');
});
health.listen(httpPort, '127.0.0.1', () => console.log(`[mail-catcher] SMTP on ${smtpPort}, health on ${httpPort}, mail in ${dir}`));

const stop = () => {
  smtp.close(() => health.close(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
