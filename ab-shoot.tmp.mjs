import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3410';
const token = process.argv[2];
const phase = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
const shot = async (page, name) => { await page.screenshot({ path: `/tmp/ab-shots/${name}.png`, fullPage: false }); console.log('shot', name); };
for (const lang of ['tr', 'en']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'popup', value: '1', url: base }]);
    if (phase !== 'signedout') await context.addCookies([{ name: 'vitrin_session', value: token, url: base }]);
    const page = await context.newPage();
    const tag = `${phase}-${lang}-${width}`;
    await page.goto(`${base}/${lang}/adreslerim`);
    await page.waitForSelector('main button, main [role=alert]', { timeout: 15000 });
    await page.waitForTimeout(500);
    await shot(page, `addr-${tag}`);
    if (phase === 'empty') {
      await page.getByRole('button', { name: lang === 'tr' ? 'Adres ekle' : 'Add address' }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, `addr-modal-${tag}`);
      await page.getByRole('button', { name: lang === 'tr' ? 'Kaydet' : 'Save' }).click();
      await page.waitForTimeout(300);
      await shot(page, `addr-modal-errors-${tag}`);
    }
    if (phase === 'full') {
      await page.getByRole('button', { name: lang === 'tr' ? /düzenle/ : /Edit/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(800);
      await shot(page, `addr-edit-${tag}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'tr' ? /adresini sil/ : /Remove the address/ }).first().click();
      await page.getByRole('alertdialog').waitFor();
      await shot(page, `addr-confirm-${tag}`);
    }
    await page.goto(`${base}/${lang}/favorilerim`);
    await page.waitForSelector('main button, main a[href*=searchproducts], main [role=alert]', { timeout: 15000 });
    await page.waitForTimeout(1200);
    await shot(page, `fav-${tag}`);
    if (phase === 'full') {
      await page.getByRole('button', { name: lang === 'tr' ? 'Tümünü temizle' : 'Clear all' }).click();
      await page.getByRole('alertdialog').waitFor();
      await shot(page, `fav-confirm-${tag}`);
    }
    await context.close();
  }
}
await browser.close();
