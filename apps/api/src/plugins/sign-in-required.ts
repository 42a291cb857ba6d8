import type { FastifyInstance, FastifyRequest } from 'fastify';

type Security = { [scheme: string]: string[] }[];

/** Bearer token in the Authorization header, the signed-in subtrees' default. */
const BEARER: Security = [{ bearer: [] }];

/**
 * Signs in every route of a subtree with `authenticate` (401 without a live session) and marks
 * the routes with the security requirement, known here at registration: the OpenAPI document
 * gives it to each operation, with its 401 answer.
 */
export function requireSignIn(
  subtree: FastifyInstance,
  authenticate: (request: FastifyRequest) => Promise<void> = subtree.authenticate,
  security: Security = BEARER,
): void {
  subtree.addHook('onRequest', authenticate);
  subtree.addHook('onRoute', (route) => {
    route.schema = Object.assign(route.schema ?? {}, { security });
  });
}
