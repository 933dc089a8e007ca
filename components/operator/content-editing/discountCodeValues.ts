import type { OutputOf } from '@/lib/api/contract';
import { wallClockOf } from '@/lib/shop/shop-time';
import type { DiscountCodeValues } from './DiscountCodeForm';

/** A new code: a percentage, on, no dates or limits. */
export const NEW_CODE: DiscountCodeValues = {
  Id: null, Version: null, Code: '', Kind: 'percent', Percent: '', AmountTry: '', AmountUsd: '', MinTotalTry: '', MinTotalUsd: '',
  DesignerId: '', StartsAt: '', EndsAt: '', UsageLimit: '', PerCustomerLimit: '', IsActive: true,
};

/** Minor units as the operator types them ("149.90"); 0 shows empty. */
const typed = (minor: number) => (minor ? (minor / 100).toFixed(2) : '');

/** A stored code as the form's values, its dates in the shop's time. */
export function valuesOf(code: OutputOf<'operator-discount-code'>['Code']): DiscountCodeValues {
  return {
    Id: code.Id, Version: code.Version, Code: code.Code, Kind: code.Kind, Percent: code.Kind === 'percent' ? String(code.Percent) : '',
    AmountTry: typed(code.AmountTry), AmountUsd: typed(code.AmountUsd), MinTotalTry: typed(code.MinTotalTry), MinTotalUsd: typed(code.MinTotalUsd),
    DesignerId: code.DesignerId != null ? String(code.DesignerId) : '', StartsAt: code.StartsAt ? wallClockOf(new Date(code.StartsAt)) : '', EndsAt: code.EndsAt ? wallClockOf(new Date(code.EndsAt)) : '',
    UsageLimit: code.UsageLimit != null ? String(code.UsageLimit) : '', PerCustomerLimit: code.PerCustomerLimit != null ? String(code.PerCustomerLimit) : '', IsActive: code.IsActive,
  };
}

/** The designer directory (grouped by first letter) as the form's choices. */
export const designerChoices = (list: OutputOf<'designer-list'>['List']) => list.flatMap((group) => group.DesignerNames.map((designer) => ({ id: designer.Id, name: designer.Name })));
