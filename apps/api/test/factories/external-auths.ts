import { randomBytes } from 'node:crypto';
import type { ExternalAuthSource } from '@platform/domain/constants/external-auth';
import type { AppContext } from '../../src/context';
import { externalAuthRepository } from '../../src/modules/external-auth/external-auth.repository';

/** A social account linked to a user, as a completed link flow leaves it. */
export async function buildExternalAuth(
  ctx: AppContext,
  userId: number,
  source: ExternalAuthSource = 'google',
) {
  const links = externalAuthRepository(ctx.db);
  const subject = randomBytes(8).toString('hex');
  await links.link({ userId, source, subject, email: null });
  const link = await links.findLink(source, subject);
  if (!link) throw new Error('link not created');
  return link;
}
