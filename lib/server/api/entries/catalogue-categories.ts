import {
  catalogueCategoriesSchema,
  catalogueCategoryCreateSchema,
  catalogueCategoryDeleteSchema,
  catalogueCategoryParentSchema,
  catalogueCategoryMoveSchema,
  catalogueCategorySaveSchema,
  catalogueCategorySchema,
  catalogueProductCategoriesSchema,
} from '@/lib/shop/validation/catalogue-categories';
import { categoryForEditing, categoryTree, moveCategory, saveCategory, setProductCategories } from '../../services/editing/categories';
import { createCategory, deleteCategory, reparentCategory } from '../../services/editing/category-tree';
import { endpoint } from '../endpoint';
import { actorOf, EDITOR, withFieldRefusals } from './catalogue-editing';

/** The back-office's category calls (issue 23): the tree, one category's form, its save, move, new parent, creation and deletion, and a product's filing. */
export const catalogueCategoryEntries = {
  'catalogue-categories': endpoint({
    input: catalogueCategoriesSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => categoryTree(db),
  }),
  'catalogue-category': endpoint({
    input: catalogueCategorySchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ CategoryId }, { db }) => categoryForEditing(db, CategoryId),
  }),
  'catalogue-category-save': endpoint({
    input: catalogueCategorySaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: 512 * 1024,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => saveCategory(db, actorOf(operator), input)),
  }),
  'catalogue-category-move': endpoint({
    input: catalogueCategoryMoveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator }) => moveCategory(db, actorOf(operator), input),
  }),
  'catalogue-product-categories': endpoint({
    input: catalogueProductCategoriesSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => setProductCategories(db, actorOf(operator), input)),
  }),
  'catalogue-category-create': endpoint({
    input: catalogueCategoryCreateSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => createCategory(db, actorOf(operator), input)),
  }),
  'catalogue-category-delete': endpoint({
    input: catalogueCategoryDeleteSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, operator }) => deleteCategory(db, actorOf(operator), input),
  }),
  'catalogue-category-parent': endpoint({
    input: catalogueCategoryParentSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => reparentCategory(db, actorOf(operator), input)),
  }),
};
