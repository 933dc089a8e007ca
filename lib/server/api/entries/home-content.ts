import {
  bannerSaveSchema,
  homeContentIdSchema,
  homeContentListSchema,
  homeContentMoveSchema,
  popupSaveSchema,
  slideSaveSchema,
} from '@/lib/shop/validation/home-content';
import {
  deleteHomeContent,
  homeContentDetail,
  homeContentList,
  moveHomeContent,
  saveBanner,
  savePopup,
  saveSlide,
} from '../../services/content-editing/home-content';
import { endpoint, Reply } from '../endpoint';
import { actorOf, EDITOR, withFieldRefusals } from './catalogue-editing';

/** The editor's home slider, banners and daily popup (issue 23): one list, order and delete shape, a save per kind. */
export const homeContentEntries = {
  'operator-home-content': endpoint({
    input: homeContentListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Kind }, { db }) => homeContentList(db, Kind),
  }),
  'operator-home-content-item': endpoint({
    input: homeContentIdSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Kind, Id }, { db }) => homeContentDetail(db, Kind, Id),
  }),
  'operator-home-content-delete': endpoint({
    input: homeContentIdSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Kind, Id }, { db, operator }) => new Reply(await deleteHomeContent(db, actorOf(operator), Kind, Id), 'home_content_deleted'),
  }),
  'operator-home-content-move': endpoint({
    input: homeContentMoveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Kind, Id, Direction }, { db, operator }) => new Reply(await moveHomeContent(db, actorOf(operator), Kind, Id, Direction), 'home_content_moved'),
  }),
  'operator-slide-save': endpoint({
    input: slideSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => new Reply(await withFieldRefusals(locale, () => saveSlide(db, actorOf(operator), input)), 'home_content_saved'),
  }),
  'operator-banner-save': endpoint({
    input: bannerSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => new Reply(await withFieldRefusals(locale, () => saveBanner(db, actorOf(operator), input)), 'home_content_saved'),
  }),
  'operator-popup-save': endpoint({
    input: popupSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) => new Reply(await withFieldRefusals(locale, () => savePopup(db, actorOf(operator), input)), 'home_content_saved'),
  }),
};
