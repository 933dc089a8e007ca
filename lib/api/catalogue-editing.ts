import { callApi } from './client';
import type { InputOf } from './contract';

/**
 * The back-office's catalogue calls (issue 23) and the editing kit's upload, for the edit screens.
 * Silent: each form shows a refusal beside its field or in its own status line.
 */
type Without<N extends Parameters<typeof callApi>[0]> = Omit<InputOf<N>, 'LanguageId'>;

const silent = { silent: true } as const;

export const saveCatalogueProduct = (input: Without<'catalogue-product-save'>) => callApi('catalogue-product-save', input, silent);
export const adjustCatalogueStock = (input: Without<'catalogue-stock-adjust'>) => callApi('catalogue-stock-adjust', input, silent);
export const uploadImage = (input: Without<'catalogue-image-upload'>) => callApi('catalogue-image-upload', input, silent);
export const attachProductPhoto = (input: Without<'catalogue-product-photo'>) => callApi('catalogue-product-photo', input, silent);
export const importCatalogueCsv = (input: Without<'catalogue-csv-import'>) => callApi('catalogue-csv-import', input, silent);
export const saveCatalogueDesigner = (input: Without<'catalogue-designer-save'>) => callApi('catalogue-designer-save', input, silent);
export const saveCatalogueCategory = (input: Without<'catalogue-category-save'>) => callApi('catalogue-category-save', input, silent);
export const moveCatalogueCategory = (input: Without<'catalogue-category-move'>) => callApi('catalogue-category-move', input, silent);
export const fileCatalogueProduct = (input: Without<'catalogue-product-categories'>) => callApi('catalogue-product-categories', input, silent);
export const suggestCatalogueProducts = (input: Without<'catalogue-product-suggestions'>, signal: AbortSignal) => callApi('catalogue-product-suggestions', input, { ...silent, signal });
export const createCatalogueProduct = (input: Without<'catalogue-product-create'>) => callApi('catalogue-product-create', input, silent);
export const saveCatalogueVariation = (input: Without<'catalogue-variation-save'>) => callApi('catalogue-variation-save', input, silent);
export const removeCatalogueVariation = (input: Without<'catalogue-variation-remove'>) => callApi('catalogue-variation-remove', input, silent);
export const restoreCatalogueVariation = (input: Without<'catalogue-variation-restore'>) => callApi('catalogue-variation-restore', input, silent);
export const deleteProductPhoto = (input: Without<'catalogue-product-photo-delete'>) => callApi('catalogue-product-photo-delete', input, silent);
export const editProductPhoto = (input: Without<'catalogue-product-photo-edit'>) => callApi('catalogue-product-photo-edit', input, silent);
export const orderProductPhotos = (input: Without<'catalogue-product-photo-order'>) => callApi('catalogue-product-photo-order', input, silent);
export const createCatalogueCategory = (input: Without<'catalogue-category-create'>) => callApi('catalogue-category-create', input, silent);
export const deleteCatalogueCategory = (input: Without<'catalogue-category-delete'>) => callApi('catalogue-category-delete', input, silent);
export const reparentCatalogueCategory = (input: Without<'catalogue-category-parent'>) => callApi('catalogue-category-parent', input, silent);
