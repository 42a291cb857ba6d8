import { QR_MODAL_DELAY_MS } from '@platform/domain/constants/shell';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsDesktop } from '../../shared/ui/use-media-query';
import { afterQrModalClosed, isQrModalDue, qrModalStorage } from './qr-schedule';

const QrModal = lazy(() => import('./qr-modal').then((module) => ({ default: module.QrModal })));

/**
 * The QR modal promoting the mobile app, for signed-in users (it lives in the shell) on the
 * desktop layout only: 2 s after the shell loads, when its schedule says it is due. Closing it
 * moves the schedule on.
 */
export function QrPrompt() {
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isDesktop || !isQrModalDue(qrModalStorage.read(), Date.now())) return;
    const timer = setTimeout(() => setOpen(true), QR_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDesktop]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QrModal
        open
        onOpenChange={(next) => {
          if (next) return;
          qrModalStorage.write(afterQrModalClosed(qrModalStorage.read(), Date.now()));
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
