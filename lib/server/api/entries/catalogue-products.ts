import {
  catalogueProductCreateSchema,
  catalogueProductPhotoDeleteSchema,
  catalogueProductPhotoEditSchema,
  catalogueProductPhotoOrderSchema,
  catalogueProductSuggestionsSchema,
  catalogueVariationRemoveSchema,
  catalogueVariationSaveSchema,
} from '@/lib/shop/validation/catalogue-products';
import { deletePhoto, editPhoto, orderPhotos } from '../../services/editing/photos';
import { createProduct } from '../../services/editing/product-create';
import { productSuggestions } from '../../services/editing/product-suggestions';
import { removeVariation, restoreVariation, saveVariation } from '../../services/editing/variations';
import { endpoint } from '../endpoint';
import { actorOf, EDITOR, withFieldRefusals } from './catalogue-editing';

/** The back-office's product-building calls (issue 23): a new product, its variations, and its gallery's order, alt texts and owners. */
export const catalogueProductEntries = {
  'catalogue-product-create': endpoint({
    input: catalogueProductCreateSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => createProduct(db, actorOf(operator), input)),
  }),
  /** The linked-items picker's suggestions: part of a title or SKU, or a pasted list of SKUs. */
  'catalogue-product-suggestions': endpoint({
    input: catalogueProductSuggestionsSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db }) => productSuggestions(db, input),
  }),
  'catalogue-variation-save': endpoint({
    input: catalogueVariationSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => saveVariation(db, actorOf(operator), input)),
  }),
  'catalogue-variation-remove': endpoint({
    input: catalogueVariationRemoveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator }) => removeVariation(db, actorOf(operator), input),
  }),
  /** A switched-off variation offered again (same input as a removal: which one, at which version). */
  'catalogue-variation-restore': endpoint({
    input: catalogueVariationRemoveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator }) => restoreVariation(db, actorOf(operator), input),
  }),
  'catalogue-product-photo-edit': endpoint({
    input: catalogueProductPhotoEditSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator }) => editPhoto(db, actorOf(operator), input),
  }),
  'catalogue-product-photo-delete': endpoint({
    input: catalogueProductPhotoDeleteSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator }) => deletePhoto(db, actorOf(operator), input),
  }),
  'catalogue-product-photo-order': endpoint({
    input: catalogueProductPhotoOrderSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ ProductId, PhotoIds }, { db, operator }) => orderPhotos(db, actorOf(operator), ProductId, PhotoIds),
  }),
};
