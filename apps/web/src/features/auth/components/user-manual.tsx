import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

const UserManualModal = lazy(() =>
  import('./user-manual-modal').then((module) => ({ default: module.UserManualModal })),
);

/** Without registration the login screen offers the user manual instead, in a full-size modal. */
export function UserManual({ url }: { url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        {t('auth.login.userManual')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <UserManualModal url={url} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
