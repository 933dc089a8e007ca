'use client';

import { ErrorModal } from './ErrorModal';
import { Modal } from './Modal';
import { SuccessModal } from './SuccessModal';
import type { ModalEntry } from './types';

/** The open modals, innermost last; each one's onClose runs when the shopper dismisses it. */
export function ModalStack({ stack, close }: { stack: ModalEntry[]; close: (id: number) => void }) {
  return stack.map((entry) => {
    const onClose = () => {
      close(entry.id);
      entry.options.onClose?.();
    };
    if (entry.kind === 'error') return <ErrorModal key={entry.id} {...entry.options} open onClose={onClose} />;
    if (entry.kind === 'success') return <SuccessModal key={entry.id} {...entry.options} open onClose={onClose} />;
    const { content, title, labelledBy, hideTitle, icon, size, padded, className } = entry.options;
    return (
      <Modal key={entry.id} open onClose={onClose} title={title} labelledBy={labelledBy} hideTitle={hideTitle} icon={icon} size={size} padded={padded} className={className}>
        {typeof content === 'function' ? content(onClose) : content}
      </Modal>
    );
  });
}
