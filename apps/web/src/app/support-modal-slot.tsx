import { lazy } from 'react';
import { withScreenTexts } from '../shared/i18n/language';

/** The support form modal (features/support), downloaded when first opened: the login screen
 * and the shell's menus open it. */
export const SupportModalSlot = lazy(() =>
  withScreenTexts(import('../features/support/components/support-form-modal')).then((module) => ({
    default: module.SupportFormModal,
  })),
);
