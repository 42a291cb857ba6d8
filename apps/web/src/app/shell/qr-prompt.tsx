import { QR_MODAL_DELAY_MS } from '@platform/domain/constants/shell';
import { lazy, Suspense } from 'react';
import { useIsDesktop } from '../../shared/ui/use-media-query';
import { type PromptVisit, usePromptWhenFree } from './prompt-when-free';
import { afterQrModalClosed, isQrModalDue, qrModalStorage } from './qr-schedule';

const QrModal = lazy(() => import('./qr-modal').then((module) => ({ default: module.QrModal })));

/**
 * The QR modal promoting the mobile app, for signed-in users (it lives in the shell) on the
 * desktop layout only, when its schedule says it is due: 2 s after the shell loads, never over
 * a playing lesson or an open dialog (usePromptWhenFree). Closing it moves the schedule on.
 */
export function QrPrompt({ visit }: { visit: PromptVisit }) {
  const isDesktop = useIsDesktop();
  const due = isDesktop && isQrModalDue(qrModalStorage.read(), Date.now());
  const [open, close] = usePromptWhenFree(due, visit, QR_MODAL_DELAY_MS);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QrModal
        open
        onOpenChange={(next) => {
          if (next) return;
          qrModalStorage.write(afterQrModalClosed(qrModalStorage.read(), Date.now()));
          close();
        }}
      />
    </Suspense>
  );
}
