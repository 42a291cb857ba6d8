import { lazy } from 'react';
import { withTexts } from '../shared/i18n/language';

/** The support form modal (features/support), downloaded when first opened: the login screen
 * and the shell's menus open it. */
export const SupportModalSlot = lazy(() =>
  withTexts(['screens'], import('../features/support/components/support-form-modal')).then(
    (module) => ({
      default: module.SupportFormModal,
    }),
  ),
);
