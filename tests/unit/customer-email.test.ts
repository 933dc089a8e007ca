/** @jest-environment node */
import { customerEmail } from '@/lib/shop/customer-email';

describe('customerEmail (one key per mailbox)', () => {
  it.each([
    ['  Ece@Example.COM ', 'ece@example.com'],
    ['ece+indirim@example.com', 'ece@example.com'],
    ['Ece+a+b@example.com', 'ece@example.com'],
    ['e.c.e@example.com', 'e.c.e@example.com'],
    ['Selin.Aydin+shop@gmail.com', 'selinaydin@gmail.com'],
    ['s.e.l.i.n.aydin@googlemail.com', 'selinaydin@gmail.com'],
    ['+only@example.com', '+only@example.com'],
    ['no-at-sign', 'no-at-sign'],
    ['"odd@local"@example.com', '"odd@local"@example.com'],
  ])('%s → %s', (address, key) => {
    expect(customerEmail(address)).toBe(key);
  });

  it('keeps dots where the provider is not known to ignore them, and tells different domains apart', () => {
    expect(customerEmail('ab@example.com')).not.toBe(customerEmail('a.b@example.com'));
    expect(customerEmail('ab@gmail.com')).not.toBe(customerEmail('ab@gmail.com.tr'));
  });
});
