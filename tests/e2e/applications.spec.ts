import { expect, test } from './support/test';
import { api, format, languageId, messages, popupAlreadySeen, type Lang } from './support/shop';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { axeViolations } from './support/axe';

type Category = { Id: number; Name: string };

/** A small real PDF (one empty page), made here so the test needs no fixture file. */
function pdf(padding = 0): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(body), Buffer.alloc(padding, 0x20)]);
}

const reducedMotion = 'reduce' as const;

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];
  const path = (route: string) => localizedPath(route, lang);
  const locale = lang === 'tr' ? 'tr-TR' : 'en-US';

  test(`[${lang}] a designer applies: the districts load after the city, then the success modal`, async ({ page, request }) => {
    const { categories } = await api<{ categories: Category[] }>(request, 'get-categories', { LanguageId: languageId(lang) });
    await page.goto(path(routes.applyDesigner()));
    const form = page.getByRole('form', { name: t.applyDesigner.formTitle });
    const submit = form.getByRole('button', { name: t.applyDesigner.submit });
    await expect(submit).toBeEnabled();

    await form.getByRole('textbox', { name: t.applyDesigner.nameSurname }).fill('Elif Yılmaz');
    await form.getByRole('textbox', { name: t.applyDesigner.email }).fill(`designer-${lang}-${Date.now()}@example.com`);
    await form.getByRole('textbox', { name: t.applyDesigner.phone }).pressSequentially('5321234567');
    await form.getByRole('combobox', { name: t.applyDesigner.category }).selectOption({ label: categories[0].Name });
    await form.getByRole('textbox', { name: new RegExp(t.applyDesigner.website) }).fill('elifstudio.com');

    const district = form.getByRole('combobox', { name: t.applyDesigner.district });
    await expect(district).toBeDisabled();
    await expect(district.locator('option')).toHaveCount(1);
    await form.getByRole('combobox', { name: t.applyDesigner.city, exact: true }).selectOption({ label: 'İstanbul' });
    await expect(district).toBeEnabled();
    await expect(district.locator('option', { hasText: 'Kadıköy' })).toHaveCount(1);
    await district.selectOption({ label: 'Kadıköy' });

    await submit.click();
    const modal = page.getByRole('dialog', { name: t.modals.successTitle });
    await expect(modal.getByText(t.notices.designerApplicationReceived)).toBeVisible();
    await modal.getByRole('button', { name: t.modals.ok }).click();
    await expect(form.getByRole('textbox', { name: t.applyDesigner.nameSurname })).toHaveValue('');
    await expect(district).toBeDisabled();
  });

  test(`[${lang}] an empty designer form says beside each field what is required`, async ({ page }) => {
    await page.goto(path(routes.applyDesigner()));
    const form = page.getByRole('form', { name: t.applyDesigner.formTitle });
    await expect(form.getByRole('button', { name: t.applyDesigner.submit })).toBeEnabled();
    await form.getByRole('button', { name: t.applyDesigner.submit }).click();
    // Nothing filled: every required field says so, and focus goes to the first.
    await expect(form.getByRole('textbox', { name: t.applyDesigner.nameSurname })).toBeFocused();
    await expect(form.getByRole('combobox', { name: t.applyDesigner.city, exact: true })).toHaveAccessibleDescription(t.validation.required);
  });

  test(`[${lang}] a job application with a small PDF ends in the success modal`, async ({ page }) => {
    await page.goto(path(routes.career()));
    const form = page.getByRole('form', { name: t.career.formTitle });
    const submit = form.getByRole('button', { name: t.career.submit });
    await expect(submit).toBeEnabled();

    await form.getByRole('textbox', { name: t.career.nameSurname }).fill('Deniz Kaya');
    await form.getByRole('textbox', { name: t.career.email }).fill(`career-${lang}-${Date.now()}@example.com`);
    await form.getByRole('textbox', { name: t.career.phone }).pressSequentially('5327654321');
    await form.getByLabel(t.career.birthDate).fill('1995-04-23');
    await form.getByRole('radiogroup', { name: t.career.gender }).getByRole('radio', { name: t.career.genders['3'] }).check();
    await form.getByRole('textbox', { name: t.career.message }).fill('Five years of customer care in design shops.');
    await form.getByLabel(t.career.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(form.getByText('cv.pdf')).toBeVisible();

    await submit.click();
    const modal = page.getByRole('dialog', { name: t.modals.successTitle });
    await expect(modal.getByText(t.notices.careerApplicationReceived)).toBeVisible();
    await modal.getByRole('button', { name: t.modals.ok }).click();
    await expect(form.getByText(t.forms.noFileChosen)).toBeVisible();
  });

  test(`[${lang}] a 6 MB CV is refused beside the field and nothing is sent`, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/add-career-form')) sent.push(request.url());
    });
    await page.goto(path(routes.career()));
    const form = page.getByRole('form', { name: t.career.formTitle });
    await expect(form.getByRole('button', { name: t.career.submit })).toBeEnabled();
    await form.getByRole('textbox', { name: t.career.nameSurname }).fill('Deniz Kaya');
    await form.getByRole('textbox', { name: t.career.email }).fill('big-file@example.com');
    await form.getByRole('textbox', { name: t.career.phone }).pressSequentially('5327654321');
    await form.getByLabel(t.career.birthDate).fill('1995-04-23');
    await form.getByRole('radio', { name: t.career.genders['1'], exact: true }).check();
    await form.getByRole('textbox', { name: t.career.message }).fill('A CV that is too large.');
    const cv = form.getByLabel(t.career.cv);
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf(6 * 1024 * 1024) });

    const tooLarge = format(t.validation.fileSize, lang, { max: 5 });
    await expect(form.getByText(tooLarge)).toBeVisible();
    await expect(cv).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: t.career.submit }).click();
    await expect(cv).toBeFocused();
    await expect(form.getByText(tooLarge)).toBeVisible();
    expect(sent).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test(`[${lang}] a file that is not a PDF or Word document is refused by its content`, async ({ page }) => {
    await page.goto(path(routes.career()));
    const form = page.getByRole('form', { name: t.career.formTitle });
    await expect(form.getByRole('button', { name: t.career.submit })).toBeEnabled();
    await form.getByLabel(t.career.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a PDF') });
    await expect(form.getByText(t.validation.fileType)).toBeVisible();
  });

  test(`[${lang}] without JavaScript both pages show their intro and form`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    await popupAlreadySeen(context, baseURL!);
    const page = await context.newPage();
    for (const [route, copy] of [[routes.applyDesigner(), t.applyDesigner], [routes.career(), t.career]] as const) {
      await page.goto(path(route));
      await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
      await expect(page.getByText(copy.intro)).toBeVisible();
      await expect(page.getByText(copy.steps)).toBeVisible();
      await expect(page.getByRole('textbox', { name: copy.nameSurname })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: t.career.nameSurname })).toBeVisible();
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] both application pages at ${width}px have no axe violations, also with field errors shown`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale, reducedMotion });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      for (const [route, copy] of [[routes.applyDesigner(), t.applyDesigner], [routes.career(), t.career]] as const) {
        await page.goto(path(route));
        const submit = page.getByRole('button', { name: copy.submit });
        await expect(submit).toBeEnabled();
        expect(await axeViolations(page)).toEqual([]);
        await submit.click();
        await expect(page.getByText(t.validation.required).first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    });
  }
}
