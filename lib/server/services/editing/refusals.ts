import type { Issue } from '@/lib/shop/validation/yup';

/**
 * A save refused for checks only the database can make (a slug already taken, stock that would
 * go below zero), thrown inside the save's transaction so nothing of it is kept. The API entry
 * turns it into the same 400 with field messages a schema refusal is, in the operator's language.
 */
export class FieldsRefused extends Error {
  constructor(readonly problems: Partial<Record<string, Issue['key']>>) {
    super('fields refused');
    this.name = 'FieldsRefused';
  }
}
