import { QR_MODAL_DELAY_MS } from '@platform/domain/constants/shell';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsDesktop } from '../../shared/ui/use-media-query';
import { isPageBusy, watchUntilFree } from './qr-busy';
import { afterQrModalClosed, isQrModalDue, qrModalStorage } from './qr-schedule';

const QrModal = lazy(() => import('./qr-modal').then((module) => ({ default: module.QrModal })));

/**
 * The QR modal promoting the mobile app, for signed-in users (it lives in the shell) on the
 * desktop layout only: 2 s after the shell loads, when its schedule says it is due. Closing it
 * moves the schedule on. It never opens over a playing lesson or an open dialog: it waits until
 * neither is there, then the same 2 s again (so that a block's next lesson starting, or one
 * dialog giving way to another, does not let it in), and looks once more.
 */
export function QrPrompt() {
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isDesktop || !isQrModalDue(qrModalStorage.read(), Date.now())) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWatching = () => {};
    const showWhenFree = () => {
      timer = setTimeout(() => {
        if (isPageBusy()) stopWatching = watchUntilFree(showWhenFree);
        else setOpen(true);
      }, QR_MODAL_DELAY_MS);
    };
    showWhenFree();
    return () => {
      clearTimeout(timer);
      stopWatching();
    };
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
