import type { z } from 'zod';

/**
 * An endpoint: the method, API version and path of one call, the answers its rules can give, and
 * (as types only) the zod schemas of its inputs and answer. The API registers its route from it
 * and binds those schemas (`route()` in apps/api/src/plugins/contract-routes.ts); the web client
 * calls through it (`call()` in apps/web/src/shared/api/http-client.ts), typed from the same
 * schemas. Endpoint modules (`endpoints/<area>.ts`) import the schemas as types only, so the web
 * bundle carries method and path, never zod.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The base paths of spec section 7. */
export const API_BASE = { v1: '/spa/api/v1', v2: '/spa/v2' } as const;
export type ApiVersion = keyof typeof API_BASE;

/** Answers that come from a call's rules rather than from its inputs: switched-off features,
 * roles and locks (403), state conflicts (409), rate limits (429). The input answers (400, 401,
 * 404, 413, 415, 422, 503) follow from the schemas and the subtree and are not listed. */
export type RuleAnswer = 403 | 409 | 429;

/** How the body travels: JSON; a form the spec's client sends as multipart (JSON and urlencoded
 * are read too); an upload (multipart only, a file field). */
export type BodyEncoding = 'json' | 'form' | 'upload';

export interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  /** The answer of a call that names no `fields`, where `answer` also holds the shapes `fields`
   * narrows it to: the web client names none and gets this (the route validates by `answer`). */
  whole?: z.ZodType;
}

export interface Endpoint<S extends Schemas = Schemas> {
  readonly method: Method;
  readonly version: ApiVersion;
  /** Below the version's base, with `:name` parameters: `/user-course-streams/:streamId`. */
  readonly path: string;
  /** The success status: 200 with the answer, 201 with what a call made (a demo stream), 204
   * without a body, or 302 sending the browser on (social sign-in: the answer is the `Redirect`
   * of the envelope contracts). */
  readonly status: 200 | 201 | 204 | 302;
  readonly encoding: BodyEncoding;
  readonly rules: readonly RuleAnswer[];
  /** Never set: carries the schemas' types. */
  readonly schemas?: S;
}

type Definition = Pick<Endpoint, 'method' | 'path'> &
  Partial<Pick<Endpoint, 'version' | 'status' | 'encoding' | 'rules'>>;

/** `endpoint<{ answer: typeof User }>()({ method: 'GET', path: '/user' })`: the schemas are
 * named as a type argument (curried so the definition stays inferred). */
export function endpoint<S extends Schemas>() {
  return (definition: Definition): Endpoint<S> => ({
    version: 'v1',
    status: 200,
    encoding: 'json',
    rules: [],
    ...definition,
  });
}

export type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type Input<E, K extends 'params' | 'query' | 'body'> = SchemasOf<E>[K] extends z.ZodType
  ? z.input<SchemasOf<E>[K]>
  : never;

type Whole<E> = SchemasOf<E>['whole'];

export type ParamsOf<E> = Input<E, 'params'>;
/** Where the endpoint has a whole answer, the client's calls name no `fields`. */
export type QueryOf<E> =
  Whole<E> extends z.ZodType ? Omit<Input<E, 'query'>, 'fields'> : Input<E, 'query'>;
export type BodyOf<E> = Input<E, 'body'>;
export type AnswerOf<E> =
  Whole<E> extends z.ZodType ? z.output<Whole<E>> : z.output<SchemasOf<E>['answer']>;

/** A part the call must send when its schema requires something, may send otherwise. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : Partial<T> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What a caller sends: the path parameters, the query and the body its schemas take. */
export type InputOf<E> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>>;

/** The endpoint's path with its parameters filled in. */
export function pathOf(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
