import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { reloadUser } from '@/lib/api/account';
import { callApi } from '@/lib/api/client';
import { forgetMember, rememberMember, useCurrentUser } from '@/lib/api/member';

jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;
const ayse = { UserId: 7, NameSurname: 'Ayşe Yılmaz', Email: 'ayse@example.com', Phone: '+905321234567' };

function Island({ label }: { label: string }) {
  const user = useCurrentUser();
  return <p data-testid={label}>{user ? user.NameSurname : 'signed out'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  call.mockReset();
});

test('every island follows the stored member at once: remember, then forget', () => {
  render(
    <>
      <Island label="header" />
      <Island label="drawer" />
    </>,
  );
  expect(screen.getByTestId('header')).toHaveTextContent('signed out');
  act(() => rememberMember(ayse));
  expect(screen.getByTestId('header')).toHaveTextContent('Ayşe Yılmaz');
  expect(screen.getByTestId('drawer')).toHaveTextContent('Ayşe Yılmaz');
  expect(JSON.parse(localStorage.getItem('CurrentUser')!)).toEqual(ayse);
  expect(localStorage.getItem('isLogin')).toBe('true');

  act(() => forgetMember());
  expect(screen.getByTestId('header')).toHaveTextContent('signed out');
  expect(screen.getByTestId('drawer')).toHaveTextContent('signed out');
  expect(localStorage.getItem('CurrentUser')).toBeNull();
  expect(localStorage.getItem('isLogin')).toBe('false');
});

test('another tab signing in reaches this one through the storage event', () => {
  render(<Island label="header" />);
  act(() => {
    localStorage.setItem('CurrentUser', JSON.stringify(ayse));
    localStorage.setItem('isLogin', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'isLogin' }));
  });
  expect(screen.getByTestId('header')).toHaveTextContent('Ayşe Yılmaz');
});

test('the server renders the signed-out header whatever is stored, so cached pages fit everyone', () => {
  rememberMember(ayse);
  expect(renderToString(<Island label="header" />)).toContain('signed out');
});

test('a member call answered 401 forgets the stored member', async () => {
  rememberMember(ayse);
  call.mockResolvedValue({ succeeded: false, code: 'login_required', message: 'Bu işlem için giriş yapmalısınız.', data: null });
  render(<Island label="header" />);
  await act(async () => {
    await reloadUser();
  });
  expect(screen.getByTestId('header')).toHaveTextContent('signed out');
  expect(call).toHaveBeenCalledWith('reload-user', {}, { silent: true });
});
