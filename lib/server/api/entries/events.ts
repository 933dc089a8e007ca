import {
  collaborationSaveSchema,
  eventListSchema,
  eventRecordSchema,
  eventMoveSchema,
  fashionTileSaveSchema,
  workshopSaveSchema,
} from '@/lib/shop/validation/events';
import {
  collaborationForEditing,
  deleteFashionTile,
  eventList,
  fashionTileForEditing,
  moveEvent,
  saveCollaboration,
  saveFashionTile,
  saveWorkshop,
  workshopForEditing,
} from '../../services/content-editing/events';
import { endpoint, Reply } from '../endpoint';
import { actorOf, EDITOR, withFieldRefusals } from './catalogue-editing';

/** Room for two long rich texts, one per language. */
const TEXT_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The editor's arts & workshops, collaborations and fashion tiles (issue 23): one list and order shape, a read and save per kind. */
export const eventEntries = {
  'operator-events': endpoint({
    input: eventListSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Kind }, { db }) => eventList(db, Kind),
  }),
  'operator-event-move': endpoint({
    input: eventMoveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Kind, Id, Direction }, { db, operator }) => new Reply(await moveEvent(db, actorOf(operator), Kind, Id, Direction), 'event_moved'),
  }),
  'operator-workshop': endpoint({
    input: eventRecordSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db }) => workshopForEditing(db, Id),
  }),
  'operator-workshop-save': endpoint({
    input: workshopSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: TEXT_MAX_BODY_BYTES,
    handler: async (input, { db, locale, operator }) =>
      new Reply(await withFieldRefusals(locale, () => saveWorkshop(db, actorOf(operator), input)), input.Id ? 'event_saved' : 'event_created'),
  }),
  'operator-collaboration': endpoint({
    input: eventRecordSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db }) => collaborationForEditing(db, Id),
  }),
  'operator-collaboration-save': endpoint({
    input: collaborationSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    maxBodyBytes: TEXT_MAX_BODY_BYTES,
    handler: async (input, { db, locale, operator }) =>
      new Reply(await withFieldRefusals(locale, () => saveCollaboration(db, actorOf(operator), input)), input.Id ? 'event_saved' : 'event_created'),
  }),
  'operator-fashion-tile': endpoint({
    input: eventRecordSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db }) => fashionTileForEditing(db, Id),
  }),
  'operator-fashion-tile-save': endpoint({
    input: fashionTileSaveSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async (input, { db, locale, operator }) =>
      new Reply(await withFieldRefusals(locale, () => saveFashionTile(db, actorOf(operator), input)), input.Id ? 'event_saved' : 'event_created'),
  }),
  /** Only a fashion tile is deleted: a workshop keeps its enquiries and a collaboration its address, so they are hidden instead. */
  'operator-fashion-tile-delete': endpoint({
    input: eventRecordSchema,
    auth: 'operator',
    roles: EDITOR,
    handler: async ({ Id }, { db, operator }) => new Reply(await deleteFashionTile(db, actorOf(operator), Id), 'event_deleted'),
  }),
};
