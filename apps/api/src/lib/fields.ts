/** An answer reduced to the fields a `fields=a,b` query asks for; the id always stays, and no
 * asked field means the whole answer. */
export function selectFields<T extends { id: number }, K extends keyof T>(
  answer: T,
  fields: readonly K[],
): T | (Partial<Pick<T, K>> & Pick<T, 'id'>) {
  if (fields.length === 0) return answer;
  const selected: Partial<T> = {};
  selected.id = answer.id;
  for (const field of fields) {
    if (field in answer) selected[field] = answer[field];
  }
  return selected as Partial<Pick<T, K>> & Pick<T, 'id'>;
}
