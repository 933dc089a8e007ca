import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Rows per string handed to the stream: large enough to cost little, small enough to stay a few MB. */
const ROWS_PER_PIECE = 500;
const ESCAPED = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One field of COPY's text format. Every row names every column: there is no "default" in COPY. */
function field(value: unknown): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return value.replace(ESCAPED, (char) => ESCAPES[char]);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot seed ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  throw new Error(`Cannot seed ${value === undefined ? 'a missing column' : `a ${typeof value}`}`);
}

function* pieces(keys: readonly string[], rows: readonly Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
    let text = '';
    for (const row of rows.slice(start, start + ROWS_PER_PIECE)) text += `${keys.map((key) => field(row[key])).join('\t')}\n`;
    yield text;
  }
}

/**
 * Writes rows with COPY … FROM STDIN: PostgreSQL parses no statement and plans nothing per row, which
 * makes it several times faster than multi-row INSERTs for the million-product seed. The columns are
 * the first row's keys; the values are the seed's own, never user input. Returns the number of rows.
 */
export async function copyRows<T extends PgTable>(client: ClientBase, table: T, rows: readonly InferInsertModel<T>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] as object);
  const names = keys.map((key) => `"${columns[key].name}"`).join(', ');
  const stream = client.query(copyFrom(`copy "${getTableName(table)}" (${names}) from stdin`));
  await pipeline(Readable.from(pieces(keys, rows as readonly Record<string, unknown>[])), stream);
  return rows.length;
}
