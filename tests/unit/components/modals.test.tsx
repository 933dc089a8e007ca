import { useState, type ReactNode } from 'react';
import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { ModalProvider, useModals } from '@/components/modals/ModalProvider';
import { emitApiError } from '@/lib/api/events';
import tr from '@/messages/tr.json';

jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));

function Opener() {
  const { showSuccess } = useModals();
  return <button onClick={() => showSuccess({ message: 'Mesajınız alındı', actions: ['home'] })}>open</button>;
}

/** A component under the modal stack, with the modals' Turkish words. */
const renderWithModals = (children: ReactNode) =>
  render(
    <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals }}>
      <ModalProvider>{children}</ModalProvider>
    </NextIntlClientProvider>,
  );

test('a failed call opens the error modal; Escape closes it and focus returns', async () => {
  const user = userEvent.setup();
  renderWithModals(<Opener />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  act(() => emitApiError({ message: 'Ürün bulunamadı.' }));
  // The dialogs' code comes with the first modal opened, so the modal shows a moment later.
  const dialog = await screen.findByRole('alertdialog', { name: 'BAŞARISIZ!' });
  expect(dialog).toHaveAccessibleDescription('Ürün bulunamadı.');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveTextContent('Ürün bulunamadı.');
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.body.style.overflow).toBe('');

  await user.click(opener);
  const success = await screen.findByRole('dialog', { name: 'BAŞARILI!' });
  expect(success).toHaveTextContent('Mesajınız alındı');
  await user.click(screen.getByRole('button', { name: 'Ana sayfa' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

/** A row whose button opens a notice and is removed while it shows, as a deleted address's is. */
function RemovedRow() {
  const { showSuccess } = useModals();
  const [removed, setRemoved] = useState(false);
  return (
    <main>
      <h1>Adreslerim</h1>
      {removed ? null : (
        <button
          onClick={() => {
            showSuccess({ message: 'Adres silindi.' });
            setRemoved(true);
          }}
        >
          sil
        </button>
      )}
    </main>
  );
}

test('closed after the button that opened it is gone, a modal hands focus to the page heading, not the body', async () => {
  const user = userEvent.setup();
  renderWithModals(<RemovedRow />);
  await user.click(screen.getByRole('button', { name: 'sil' }));
  await screen.findByRole('dialog', { name: 'BAŞARILI!' });
  expect(screen.queryByRole('button', { name: 'sil' })).toBeNull();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Adreslerim' }));
});
