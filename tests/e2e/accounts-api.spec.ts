import { expect, test } from './support/test';
import { routes } from '../../lib/shop/routes';
import { STORAGE_KEYS } from '../../lib/shop/storage';
import { latestMailTo, linkIn } from './support/mail';
import { createMember, signIn } from './support/member';
import { languageId, messages, popupAlreadySeen, type Lang } from './support/shop';

test.beforeEach(async ({ context, baseURL }) => popupAlreadySeen(context, baseURL!));

for (const lang of ['tr', 'en'] as Lang[]) {
  test(`a member created through the API and the mailed link is signed in (${lang})`, async ({ page, request, baseURL }) => {
    const member = await createMember(request, lang);
    const mail = await latestMailTo(member.email);
    expect(mail.subject).toBe(messages[lang].mails.activation.subject);
    expect(linkIn(mail, routes.activation(''))).toMatch(new RegExp(`^${baseURL}/${lang}/aktivasyon/`));

    const user = await signIn(page, member);
    expect(user).toMatchObject({ Email: member.email, NameSurname: member.name });
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'vitrin_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.isLogin)).toBe('true');
    expect(await page.evaluate(() => document.cookie)).not.toContain('vitrin_session');

    const reload = await page.request.post('/api/reload-user', { data: { Checker: true, data: { LanguageId: languageId(lang), UserId: user.UserId } } });
    expect(reload.status()).toBe(200);
    expect((await reload.json()).data.User).toEqual(user);
  });
}
