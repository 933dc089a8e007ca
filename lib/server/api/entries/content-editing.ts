import type { OperatorRole } from '@/lib/shop/operators/roles';
import {
  cargoZoneListSchema,
  cargoZoneSaveSchema,
  contractIdSchema,
  contractListSchema,
  contractSaveSchema,
  discountCodeIdSchema,
  discountCodeListSchema,
  discountCodeSaveSchema,
} from '@/lib/shop/validation/content-editing';
import { cargoRates, saveCargoRates } from '../../services/content-editing/cargo-rates';
import { contractDetail, contractList, saveContract } from '../../services/content-editing/contracts';
import { deleteDiscountCode, discountCodeDetail, discountCodeList, endDiscountCode, saveDiscountCode } from '../../services/content-editing/discount-codes';
import { endpoint, Reply } from '../endpoint';
import { signedIn } from './operators';

/** Editors keep the discount codes, cargo rates and contract texts; the owner passes every call. */
const EDITOR: readonly OperatorRole[] = ['editor'];

/** The editor's discount codes and cargo rates (issue 23). */
export const contentEditingEntries = {
  'operator-discount-codes': endpoint({
    input: discountCodeListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Page }, { db }) => discountCodeList(db, Page),
  }),
  'operator-discount-code': endpoint({
    input: discountCodeIdSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db }) => discountCodeDetail(db, Id),
  }),
  'operator-discount-code-save': endpoint({
    input: discountCodeSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator, locale }) => new Reply(await saveDiscountCode(db, signedIn(operator), locale, input), input.Id ? 'discount_code_saved' : 'discount_code_created'),
  }),
  'operator-discount-code-end': endpoint({
    input: discountCodeIdSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db, operator }) => new Reply(await endDiscountCode(db, signedIn(operator), Id), 'discount_code_ended_now'),
  }),
  'operator-discount-code-delete': endpoint({
    input: discountCodeIdSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db, operator }) => new Reply(await deleteDiscountCode(db, signedIn(operator), Id), 'discount_code_deleted'),
  }),
  'operator-cargo-zones': endpoint({
    input: cargoZoneListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => cargoRates(db),
  }),
  'operator-cargo-zone-save': endpoint({
    input: cargoZoneSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator }) => new Reply(await saveCargoRates(db, signedIn(operator), input), 'cargo_rates_saved'),
  }),
  'operator-contracts': endpoint({
    input: contractListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => contractList(db),
  }),
  'operator-contract': endpoint({
    input: contractIdSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db }) => contractDetail(db, Id),
  }),
  'operator-contract-save': endpoint({
    input: contractSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    // Two full contract texts (up to 200,000 characters each) pass the default 64 KB.
    maxBodyBytes: 1024 * 1024,
    handler: async (input, { db, operator }) => new Reply(await saveContract(db, signedIn(operator), input), 'contract_saved'),
  }),
};
