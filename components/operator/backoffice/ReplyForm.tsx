'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { usePageNotice } from '@/components/operator/PageNotice';
import { replyToMessage } from '@/lib/api/backoffice';
import type { InboxKind } from '@/lib/shop/operators/lists';
import { inboxReplySchema, REPLY_MAX } from '@/lib/shop/validation/backoffice';

/**
 * A reply by mail to whoever wrote, through the outbox; the message is marked handled with it. The
 * page says it was sent: a handled message leaves the open list, and this form with it.
 */
export function ReplyForm({ kind, id, name, subject }: { kind: InboxKind; id: number; name: string; subject: string }) {
  const t = useTranslations('operator');
  const router = useRouter();
  const say = usePageNotice();
  const { formik, formRef } = useShopForm({
    initialValues: { Kind: kind, Id: id, Subject: subject, Message: '' },
    schema: inboxReplySchema,
    send: (input: { Kind: InboxKind; Id: number; Subject: string; Message: string }) => replyToMessage(input),
    onSuccess: ({ message }) => {
      say(message);
      router.refresh();
    },
  });
  return (
    <ShopForm formik={formik} formRef={formRef} label={t('replyTo', { name })}>
      <TextField name="Subject" label={t('replySubject')} maxLength={150} />
      <TextAreaField name="Message" label={t('replyMessage')} maxLength={REPLY_MAX} rows={5} />
      <SubmitButton busyLabel={t('saving')}>{t('replySend')}</SubmitButton>
    </ShopForm>
  );
}
