import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type BrandRow, brandsRepository } from './brands.repository';

/** The request's host without its port, lowercased. */
export function hostOf(request: FastifyRequest): string {
  return (request.hostname || 'localhost').replace(/:\d+$/, '').toLowerCase();
}

/** The brand a request speaks for: its X-App-Id, else the default brand of its domain.
 * An unknown X-App-Id is a client error, not a silent fallback to another brand. */
export async function resolveBrand(db: Executor, request: FastifyRequest): Promise<BrandRow> {
  const repository = brandsRepository(db);
  if (request.appId) {
    const brand = await repository.findByAppId(request.appId);
    if (!brand) throw new AppError(400, 'unknown_app', 'auth.unknownApp');
    return brand;
  }
  const served = await repository.findDomain(hostOf(request));
  if (!served) throw new AppError(400, 'unknown_app', 'auth.unknownApp');
  return served.brand;
}

/** The brand switches that gate sign-up (spec 000 section 6); both are off unless enabled. */
export function brandFlags(brand: BrandRow) {
  return {
    registration: brand.config.isRegistrationEnable === true,
    anonymousAuth: brand.config.isUserAnonAuthEnable === true,
  };
}
