import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { localizedPath } from '../../lib/shop/locale';
import { routes } from '../../lib/shop/routes';
import { latestMailTo, linkIn, linkMailedTo } from './support/mail';
import { plainProducts } from './support/catalogue';
import { createMember, memberCall, openLoginModal, signIn, signInIcon } from './support/member';
import { format, messages, popupAlreadySeen, type Lang } from './support/shop';
import { axeViolations } from './support/axe';

const reducedMotion = 'reduce' as const;

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

/** The rule, the failing elements and axe's reason, so a failure says what to fix. */
/**
 * The success message the server sent for a call, as the page must show it: the notice keys belong to
 * the accounts API, so the test reads the answer instead of naming them.
 */
async function serverMessage(page: Page, call: string, act: () => Promise<unknown>) {
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/${call}`));
  await act();
  const reply = (await (await answer).json()) as { succeeded: boolean; message: string };
  expect(reply.succeeded).toBe(true);
  expect(reply.message).not.toBe('');
  return reply.message;
}

for (const lang of ['tr', 'en'] as Lang[]) {
  const t = messages[lang];

  test(`[${lang}] sign up: the form refuses without both boxes, then the activation-information modal; the mailed link activates`, async ({ page }) => {
    const email = `e2e-signup-${lang}-${Date.now()}@example.com`;
    await page.goto(localizedPath(routes.signUp(), lang));
    const form = page.getByRole('form', { name: t.auth.signUpFormTitle });
    await form.getByRole('textbox', { name: t.auth.name }).fill('Deniz Kaya');
    await form.getByRole('textbox', { name: t.auth.email }).fill(email);
    const phone = form.getByRole('textbox', { name: t.auth.phone });
    await phone.pressSequentially('5321234567');
    await expect(phone).toHaveValue('(532) 123 45 67');
    await form.getByLabel(t.auth.password, { exact: true }).fill('e2e-password-1');
    await form.getByLabel(t.auth.rePassword).fill('e2e-password-1');
    await form.getByRole('button', { name: t.auth.signUpSubmit }).click();
    const [terms, kvkk] = await form.getByRole('checkbox').all();
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAccessibleDescription(t.validation.terms);
    await expect(kvkk).toHaveAccessibleDescription(t.validation.terms);

    await terms.check();
    await kvkk.check();
    await form.getByRole('button', { name: t.auth.signUpSubmit }).click();
    const modal = page.getByRole('dialog', { name: t.auth.activationInfoTitle });
    await expect(modal.getByText(format(t.auth.activationInfoText, lang, { email }))).toBeVisible();

    const link = await linkMailedTo(email, routes.activation(''));
    const activated = await serverMessage(page, 'get-activation-data', () => page.goto(link));
    await expect(page.getByRole('heading', { level: 1, name: t.auth.activationTitle })).toBeVisible();
    await expect(page.getByText(activated)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.auth.home })).toHaveAttribute('href', `/${lang}`);
    // The link works once.
    await page.reload();
    await expect(page.getByText(t.errors.activation_code_used)).toBeVisible();
    await expect(page.getByRole('form', { name: t.auth.newLinkTitle })).toBeVisible();
  });

  test(`[${lang}] sign up with an address that already has an account: the same "check your mail", and its owner is mailed a way to sign in`, async ({ page, request, baseURL }) => {
    const owner = await createMember(request, lang);
    await page.goto(localizedPath(routes.signUp(), lang));
    const form = page.getByRole('form', { name: t.auth.signUpFormTitle });
    await form.getByRole('textbox', { name: t.auth.name }).fill('Someone Else');
    await form.getByRole('textbox', { name: t.auth.email }).fill(owner.email.toUpperCase());
    await form.getByRole('textbox', { name: t.auth.phone }).pressSequentially('5551234567');
    await form.getByLabel(t.auth.password, { exact: true }).fill('another-password-1');
    await form.getByLabel(t.auth.rePassword).fill('another-password-1');
    for (const box of await form.getByRole('checkbox').all()) await box.check();
    await form.getByRole('button', { name: t.auth.signUpSubmit }).click();
    const modal = page.getByRole('dialog', { name: t.auth.activationInfoTitle });
    await expect(modal.getByText(format(t.auth.activationInfoText, lang, { email: owner.email.toUpperCase() }))).toBeVisible();

    const mail = await latestMailTo(owner.email, (each) => each.subject === t.mails.signUpAgain.subject);
    expect(linkIn(mail, routes.checkoutSignIn())).toBe(new URL(localizedPath(routes.checkoutSignIn(), lang), baseURL).toString());
    // The account is untouched: its own password still signs in.
    await signIn(page, owner);
  });

  test(`[${lang}] an unknown activation code says it was not found, with a way home`, async ({ page }) => {
    await page.goto(localizedPath(routes.activation('0f0e0d0c-0b0a-4909-8807-060504030201'), lang));
    await expect(page.getByText(t.errors.activation_code_not_found)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.auth.home })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test(`[${lang}] the header opens the login modal; a wrong password shows the error modal and keeps the visitor signed out`, async ({ page, request }) => {
    const member = await createMember(request, lang);
    await page.goto(`/${lang}`);
    const dialog = await openLoginModal(page, lang);
    await dialog.getByRole('textbox', { name: t.auth.email }).fill(member.email);
    await dialog.getByLabel(t.auth.password, { exact: true }).fill(`${member.password}-wrong`);
    await dialog.getByRole('button', { name: t.auth.submit }).click();
    const error = page.getByRole('alertdialog', { name: t.modals.errorTitle });
    await expect(error).toHaveAccessibleDescription(t.errors.invalid_credentials);
    expect(await page.evaluate(() => localStorage.getItem('errorMessage'))).toBe(t.errors.invalid_credentials);
    await error.getByRole('button', { name: t.modals.ok }).click();
    // Back in the login modal, which still holds what was typed.
    await expect(dialog.getByRole('textbox', { name: t.auth.email })).toHaveValue(member.email);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signInIcon(page, lang)).toBeVisible();
  });

  test(`[${lang}] sign in from the modal, see the profile popover, edit the profile and the password, log out and in with the new one`, async ({ page, request }) => {
    const member = await createMember(request, lang);
    await page.goto(`/${lang}`);
    const dialog = await openLoginModal(page, lang);
    await dialog.getByRole('textbox', { name: t.auth.email }).fill(member.email);
    await dialog.getByLabel(t.auth.password, { exact: true }).fill(member.password);
    // A login reloads the page (spec 01 §4): what follows reads the reloaded page.
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: t.auth.submit }).click();
    await reloaded;
    const account = page.getByRole('banner').getByRole('link', { name: format(t.account.accountButton, lang, { name: member.name }) });
    await expect(account).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('AnonymousUserId'))).toBeNull();

    await account.click();
    const popover = page.getByRole('region', { name: format(t.account.greeting, lang, { name: member.name }) });
    await popover.getByRole('link', { name: t.account.profile }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(routes.profile(), lang)}$`));
    await expect(page.getByRole('navigation', { name: t.account.menuLabel }).getByRole('link', { name: t.account.profile })).toHaveAttribute('aria-current', 'page');

    const personal = page.getByRole('form', { name: t.profile.personalTitle });
    await expect(personal.getByRole('textbox', { name: t.profile.email })).toHaveValue(member.email);
    await personal.getByRole('textbox', { name: t.profile.nameSurname }).fill('Deniz Yeniad');
    const savedMessage = await serverMessage(page, 'change-personal-information', () => personal.getByRole('button', { name: t.profile.save }).click());
    const saved = page.getByRole('dialog', { name: t.modals.successTitle });
    await expect(saved.getByText(savedMessage)).toBeVisible();
    await saved.getByRole('button', { name: t.modals.ok }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: format(t.account.accountButton, lang, { name: 'Deniz Yeniad' }) })).toBeVisible();

    await page.getByRole('button', { name: t.profile.changePassword }).click();
    const password = page.getByRole('form', { name: t.profile.passwordTitle });
    await expect(password.getByLabel(t.profile.oldPassword)).toBeFocused();
    await password.getByLabel(t.profile.oldPassword).fill(member.password);
    await password.getByLabel(t.profile.newPassword, { exact: true }).fill('e2e-new-pass-2');
    await password.getByLabel(t.profile.repeatPassword).fill('e2e-new-pass-2');
    const changedMessage = await serverMessage(page, 'update-my-password', () => password.getByRole('button', { name: t.profile.updatePassword }).click());
    const changed = page.getByRole('dialog', { name: t.modals.successTitle });
    await expect(changed.getByText(changedMessage)).toBeVisible();
    await changed.getByRole('button', { name: t.modals.ok }).click();

    await page.getByRole('navigation', { name: t.account.menuLabel }).getByRole('button', { name: t.account.logOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(signInIcon(page, lang)).toBeVisible();
    await signIn(page, { ...member, password: 'e2e-new-pass-2' });
    await expect(page.getByRole('banner').getByRole('link', { name: format(t.account.accountButton, lang, { name: 'Deniz Yeniad' }) })).toBeVisible();
  });

  test(`[${lang}] forgot password: the mail-sent notice, the mailed link, two matching passwords, then sign in with the new one`, async ({ page, request }) => {
    const member = await createMember(request, lang);
    await page.goto(`/${lang}`);
    const dialog = await openLoginModal(page, lang);
    await dialog.getByRole('button', { name: t.auth.forgotLink }).click();
    const forgot = page.getByRole('dialog', { name: t.auth.forgotTitle });
    await forgot.getByRole('textbox', { name: t.auth.email }).fill(member.email);
    await forgot.getByRole('button', { name: t.auth.forgotSubmit }).click();
    const sent = page.getByRole('dialog', { name: t.auth.mailSentTitle });
    await expect(sent.getByText(t.auth.hintSpam)).toBeVisible();
    await expect(sent.getByText(t.auth.hintAddress)).toBeVisible();
    await sent.getByRole('button', { name: t.auth.back }).click();
    await expect(page.getByRole('dialog', { name: t.auth.forgotTitle })).toBeVisible();
    await page.keyboard.press('Escape');

    const link = await linkMailedTo(member.email, routes.passwordReset(''));
    await page.goto(link);
    const form = page.getByRole('form', { name: t.auth.resetTitle });
    await form.getByLabel(t.auth.newPassword, { exact: true }).fill('e2e-reset-pass-3');
    await form.getByLabel(t.auth.repeatPassword).fill('e2e-reset-pass-4');
    let calls = 0;
    page.on('request', (sentRequest) => {
      if (sentRequest.url().endsWith('/api/forgot-set-newpass')) calls++;
    });
    await form.getByRole('button', { name: t.auth.resetSubmit }).click();
    await expect(form.getByLabel(t.auth.repeatPassword)).toHaveAccessibleDescription(t.validation.passwordsMatch);
    expect(calls).toBe(0);
    await form.getByLabel(t.auth.repeatPassword).fill('e2e-reset-pass-3');
    const resetMessage = await serverMessage(page, 'forgot-set-newpass', () => form.getByRole('button', { name: t.auth.resetSubmit }).click());
    const done = page.getByRole('dialog', { name: t.modals.successTitle });
    await expect(done.getByText(resetMessage)).toBeVisible();
    await done.getByRole('button', { name: t.modals.home }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await signIn(page, { ...member, password: 'e2e-reset-pass-3' });
    await expect(page.getByRole('banner').getByRole('link', { name: format(t.account.accountButton, lang, { name: member.name }) })).toBeVisible();

    // The link works once: a second visit opens the error modal with a way back.
    await page.goto(link);
    const refused = page.getByRole('alertdialog', { name: t.modals.errorTitle });
    await expect(refused).toHaveAccessibleDescription(t.errors.password_request_used);
    await expect(refused.getByRole('button', { name: t.modals.back })).toBeVisible();
  });

  test(`[${lang}] siparisodeme offers sign-in, forgot password, sign-up and the guest path; a member moves on to the address step`, async ({ page, request }) => {
    await page.goto(localizedPath(routes.checkoutSignIn(), lang));
    const main = page.getByRole('main');
    await expect(main.getByRole('form', { name: t.auth.loginTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: t.auth.guestLink })).toHaveAttribute('href', localizedPath(routes.guestCheckout(), lang));
    await expect(main.getByRole('link', { name: t.auth.signUpLink, exact: true })).toHaveAttribute('href', localizedPath(routes.signUp(), lang));
    await main.getByRole('button', { name: t.auth.forgotLink }).click();
    await expect(page.getByRole('dialog', { name: t.auth.forgotTitle })).toBeVisible();
    await page.keyboard.press('Escape');

    // A member with something to buy: the address step sends an empty basket back to the basket.
    const member = await createMember(request, lang);
    await signIn(page, member);
    const [product] = await plainProducts(request, lang);
    await memberCall(page, member, 'add-to-cart', { ProductId: product.ProductId, Quantity: 1 });
    await page.goto(localizedPath(routes.checkoutSignIn(), lang));
    await expect(page).toHaveURL(new RegExp(`${localizedPath(routes.address(), lang)}$`));
  });

  test(`[${lang}] profilim without a session offers to sign in`, async ({ page }) => {
    await page.goto(localizedPath(routes.profile(), lang));
    await expect(page.getByRole('heading', { name: t.profile.signedOutTitle })).toBeVisible();
    await page.getByRole('button', { name: t.profile.signIn }).click();
    await expect(page.getByRole('dialog', { name: t.auth.loginTitle })).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`[${lang}] at ${width}px the login modal and the sign-up page with messages to fix have no axe violations`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'tr' ? 'tr-TR' : 'en-US', reducedMotion });
      await popupAlreadySeen(context, baseURL!);
      const page = await context.newPage();
      await page.goto(`/${lang}`);
      await openLoginModal(page, lang);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: t.auth.forgotLink }).click();
      await expect(page.getByRole('dialog', { name: t.auth.forgotTitle })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(localizedPath(routes.signUp(), lang));
      await page.getByRole('button', { name: t.auth.signUpSubmit }).click();
      await expect(page.getByRole('checkbox').first()).toHaveAccessibleDescription(t.validation.terms);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

test('the account controls are at least 44×44px on a phone: header icon, drawer entries, account tabs', async ({ page }) => {
  const t = messages.tr;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(localizedPath(routes.profile(), 'tr'));
  const controls = [signInIcon(page, 'tr'), ...(await page.getByRole('navigation', { name: t.account.menuLabel }).getByRole('link').all())];
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});

test('a form on another site cannot sign its visitor into an account (login CSRF): the API refuses it and sets no session', async ({ page, request, baseURL }) => {
  const attacker = await createMember(request, 'en');
  // text/plain is what a plain HTML form can post anywhere without asking; the JSON hides in a field's name.
  const body = `{"Checker":true,"data":{"Email":"${attacker.email}","Password":"${attacker.password}","x":"`;
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Prize</title><form method="post" action="${baseURL}/api/login" enctype="text/plain"><input type="hidden" name='${body}' value='"}}'><button>Claim your prize</button></form>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const answer = page.waitForResponse(`${baseURL}/api/login`);
  await page.getByRole('button', { name: 'Claim your prize' }).click();
  expect((await answer).status()).toBe(415);
  expect((await page.context().cookies(baseURL)).map((cookie) => cookie.name)).not.toContain('vitrin_session');
});
