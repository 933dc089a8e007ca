import { catalogueDesignerSaveSchema, catalogueDesignerSchema, catalogueDesignersSchema } from '@/lib/shop/validation/catalogue-designers';
import { designerForEditing, listCatalogueDesigners, saveDesigner } from '../../services/editing/designers';
import { endpoint } from '../endpoint';
import { actorOf, EDITOR, withFieldRefusals } from './catalogue-editing';

/** The back-office's designer calls (issue 23): the list, one designer's form, and its save. */
export const catalogueDesignerEntries = {
  'catalogue-designers': endpoint({
    input: catalogueDesignersSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (_input, { db }) => listCatalogueDesigners(db),
  }),
  'catalogue-designer': endpoint({
    input: catalogueDesignerSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ DesignerId }, { db }) => designerForEditing(db, DesignerId),
  }),
  'catalogue-designer-save': endpoint({
    input: catalogueDesignerSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: 512 * 1024,
    handler: async (input, { db, locale, operator }) => withFieldRefusals(locale, () => saveDesigner(db, actorOf(operator), input)),
  }),
};
