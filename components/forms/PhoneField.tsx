'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PHONE_PREFIX } from '@/lib/shop/validation/common';
import { MaskedField } from './MaskedField';

interface PhoneFieldProps {
  name: string;
  label: ReactNode;
  optional?: boolean;
}

/** Spec 01 §5's `(999) 999 99 99` mask; the form keeps the ten digits and the schema adds +90. */
export function PhoneField({ name, label, optional }: PhoneFieldProps) {
  const t = useTranslations('forms');
  return (
    <MaskedField
      name={name}
      label={label}
      optional={optional}
      mask="(000) 000 00 00"
      unmask
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('phonePlaceholder')}
      prefix={PHONE_PREFIX}
    />
  );
}
