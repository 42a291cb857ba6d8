import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Values<T extends PgTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/**
 * `insert into <table> (<given columns>) select <their values> where <condition> [<tail>]
 * returning *`: a row added only when the condition holds, decided by the same statement, so
 * that a learner's row is written only under what the signed-in user owns (Drizzle's own
 * insert-select needs every column). `tail` is an `on conflict` clause. Answers the rows written,
 * none when the condition failed, mapped as Drizzle maps the table's rows.
 */
export async function insertWhere<T extends PgTable>(
  db: Executor,
  table: T,
  values: Values<T>,
  condition: SQL,
  tail: SQL = sql``,
): Promise<T['$inferSelect'][]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const given = Object.entries(values).flatMap(([key, value]) => {
    const column = columns[key];
    if (!column || value === undefined) return [];
    // Typed, since a parameter in a select list would otherwise be taken for text.
    const expression = is(value, SQL)
      ? value
      : sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
    return [{ name: sql.identifier(column.name), expression }];
  });
  const result = await db.execute(sql`
    insert into ${table} (${sql.join(
      given.map((entry) => entry.name),
      sql`, `,
    )})
    select ${sql.join(
      given.map((entry) => entry.expression),
      sql`, `,
    )}
    where ${condition}
    ${tail}
    returning *`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const [key, column] of Object.entries(columns)) {
      const raw = row[column.name];
      mapped[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    }
    return mapped as T['$inferSelect'];
  });
}
