// Temporary, for the address-book branch only: the auth work brings member.ts with these two helpers
// (createMember registers and activates through the API; signIn logs the page in). Delete this file
// when member.ts lands; `next build` type-checks the tests and needs the names until then.
import type { APIRequestContext, Page } from '@playwright/test';

export interface Member {
  email: string;
  password: string;
  name: string;
}

export function createMember(request: APIRequestContext, locale: 'tr' | 'en'): Promise<Member>;
export function signIn(page: Page, member: Member): Promise<void>;
