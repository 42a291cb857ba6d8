import type { BodyEncoding } from '@platform/contracts/endpoint';

/** The answers other than the success schema that an operation can give. */
export type Answer = 206 | 302 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** What the route's schema and its subtree say about an operation. */
export interface OperationFacts {
  /** The rule answers of the contract the route was registered from. */
  rules: readonly Answer[];
  body: boolean;
  params: boolean;
  query: boolean;
  signedIn: boolean;
}

/**
 * Answers that come from a call's rules rather than from its inputs, of the routes not yet
 * registered from a contract (contracts carry theirs), by `METHOD route url`:
 * byte ranges (206), redirects to the file store (302), switched-off features, roles and locks (403), state conflicts (409), rate
 * limits (429). The docs test checks that every key names a route. When the contracts carry
 * their method and path, these move into them.
 */
export const RULE_ANSWERS: Readonly<Record<string, readonly Answer[]>> = {
  // Private files and course media serve single byte ranges; an unknown or expired grant or
  // file is not found.
  // With S3 storage a private file answers 302 to a presigned URL of the store.
  'GET /files/:grant/*': [206, 302, 404],
  'GET /media/:grant/*': [206, 404],
  'GET /media/*': [206, 404],
};

export function answersOf(method: string, url: string, facts: OperationFacts): Answer[] {
  const answers = new Set<Answer>([...(RULE_ANSWERS[`${method} ${url}`] ?? []), ...facts.rules]);
  if (facts.body) for (const status of [400, 413, 415, 422] as const) answers.add(status);
  if (facts.params || facts.query) answers.add(422);
  if (facts.params) answers.add(404);
  if (facts.signedIn) answers.add(401);
  // Every call reads the database, which may be out of reach for a moment.
  answers.add(503);
  return [...answers].sort();
}

/** A JSON Schema with a binary property: an upload. */
function hasBinary(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, { format?: string }> }).properties;
  return Object.values(properties ?? {}).some((property) => property.format === 'binary');
}

/** Uploads (a binary field) are multipart only; the forms the spec's client sends as multipart
 * (spec 000 section 7) are read as JSON and urlencoded forms too. */
export function contentTypesOf(body: unknown, encoding?: BodyEncoding): string[] {
  if (hasBinary(body) || encoding === 'upload') return ['multipart/form-data'];
  return encoding === 'form'
    ? ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded']
    : ['application/json'];
}
