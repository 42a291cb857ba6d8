import type { TFunction } from 'i18next';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { presentInstallment } from './installments.presenter';
import { installmentsRepository } from './installments.repository';

export function installmentsService(ctx: AppContext) {
  const installments = installmentsRepository(ctx.db);
  return {
    /** The learner's plans, newest first; the screen sorts them into Active, Paid, Cancelled. */
    async list(user: SignedInUser) {
      return (await installments.listOf(user.id)).map((row) => presentInstallment(row));
    },

    /** One plan with its schedule; `t` adds cancelPopupText (expand=cancelPopupText). */
    async one(user: SignedInUser, id: number, t: TFunction | undefined) {
      const found = await installments.findOwned(user.id, id);
      if (!found) throw notFound();
      return presentInstallment(found, t);
    },
  };
}
