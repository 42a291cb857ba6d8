import { lazy } from 'react';

/** The support form modal, downloaded when first opened. Until the support area provides the
 * form, the slot shows the coming-soon text in the modal. */
export const SupportModalSlot = lazy(() =>
  import('./support-modal-placeholder').then((module) => ({
    default: module.SupportModalPlaceholder,
  })),
);
