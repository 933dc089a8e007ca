import { csvOf } from '@/lib/shop/csv';
import type { Locale } from '@/lib/shop/locale';
import { MAX_IMAGE_BYTES } from '@/lib/shop/images';
import {
  catalogueProductSaveSchema,
  catalogueProductSchema,
  catalogueProductsSchema,
  csvExportSchema,
  csvImportSchema,
  imageUploadSchema,
  lowStockSchema,
  MAX_CSV_CHARS,
  productPhotoSchema,
  stockAdjustmentSchema,
} from '@/lib/shop/validation/catalogue-editing';
import type { OperatorActor } from '../../auth/operator-session';
import { storeUploadedImage } from '../../media/uploads';
import { catalogueCsvRows, EXPORT_COLUMNS, importCatalogueCsv } from '../../services/editing/csv';
import { listCatalogueProducts } from '../../services/editing/product-list';
import { productForEditing, saveProduct } from '../../services/editing/products';
import { attachPhoto } from '../../services/editing/photos';
import { FieldsRefused } from '../../services/editing/refusals';
import { adjustStock, lowStock } from '../../services/editing/stock';
import { recordAudit } from '../../services/operators/audit';
import { endpoint } from '../endpoint';
import { refuseFields } from '../field-errors';
import { signedIn } from './operators';

/** The catalogue is the editors' work (and the owner's); staff and shoppers get 403. */
export const EDITOR = ['editor'] as const;

export const actorOf = (operator: OperatorActor | null) => {
  const { operatorId, email } = signedIn(operator);
  return { operatorId, email };
};

/** A service's database-side field refusal as the same 400 a schema gives, in the operator's language. */
export async function withFieldRefusals<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FieldsRefused) refuseFields(locale, error.problems);
    throw error;
  }
}

/** base64 of the largest picture, and room for the other fields. */
const UPLOAD_MAX_BODY_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 16 * 1024;

/** The back-office's catalogue calls (issue 23): products, stock, photos and the bulk CSV. */
export const catalogueEditingEntries = {
  'catalogue-products': endpoint({
    input: catalogueProductsSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db }) => listCatalogueProducts(db, input),
  }),
  'catalogue-product': endpoint({
    input: catalogueProductSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ ProductId }, { db }) => productForEditing(db, ProductId),
  }),
  'catalogue-product-save': endpoint({
    input: catalogueProductSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: 512 * 1024,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => saveProduct(db, actorOf(operator), input)),
  }),
  'catalogue-stock-adjust': endpoint({
    input: stockAdjustmentSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ ProductId, VariationId, Change, Reason }, { db, locale, operator }) =>
      withFieldRefusals(locale, () => adjustStock(db, actorOf(operator), { productId: ProductId, variationId: VariationId, change: Change, reason: Reason })),
  }),
  'catalogue-low-stock': endpoint({
    input: lowStockSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Page }, { db }) => lowStock(db, Page),
  }),
  'catalogue-image-upload': endpoint({
    input: imageUploadSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    oversizeIssue: { key: 'fileSize', field: 'File', max: MAX_IMAGE_BYTES / 1024 / 1024 },
    handler: async ({ Target, File, AltTr, AltEn }, { db, locale, operator }) => {
      const stored = await withFieldRefusals(locale, () => storeUploadedImage(Buffer.from(File, 'base64'), Target));
      await recordAudit(db, actorOf(operator), { action: 'media.uploaded', entity: 'media', entityId: stored.path, before: null, after: { target: Target, variants: stored.variants.length } });
      return {
        Path: stored.path,
        Width: stored.width,
        Height: stored.height,
        AltTr,
        AltEn,
        Variants: stored.variants.map((variant) => ({ Width: variant.width, Format: variant.format, Path: variant.path, Bytes: variant.bytes })),
      };
    },
  }),
  'catalogue-product-photo': endpoint({
    input: productPhotoSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ ProductId, VariationId, Path, AltTr, AltEn }, { db, operator }) =>
      attachPhoto(db, actorOf(operator), { productId: ProductId, variationId: VariationId, path: Path, altTr: AltTr, altEn: AltEn }),
  }),
  'catalogue-csv-export': endpoint({
    input: csvExportSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => {
      const rows = await catalogueCsvRows(db);
      return { Csv: csvOf(EXPORT_COLUMNS, rows), Count: rows.length };
    },
  }),
  'catalogue-csv-import': endpoint({
    input: csvImportSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: MAX_CSV_CHARS * 2,
    handler: async ({ Csv, Apply }, { db, operator }) => importCatalogueCsv(db, actorOf(operator), Csv, Apply),
  }),
};
