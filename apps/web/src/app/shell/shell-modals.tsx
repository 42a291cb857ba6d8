import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { SupportModalSlot } from '../support-modal-slot';
import type { ShellModal } from './menu-items';
import type { ShellMenus } from './use-shell-menus';

// Each modal downloads when first opened.
const MessengerChoiceModal = lazy(() =>
  import('./messenger-choice-modal').then((module) => ({ default: module.MessengerChoiceModal })),
);
const FrameModal = lazy(() =>
  import('../../shared/ui/frame-modal').then((module) => ({ default: module.FrameModal })),
);
const ChooseClubModal = lazy(() =>
  import('../../features/club/components/choose-club-modal').then((module) => ({
    default: module.ChooseClubModal,
  })),
);
const ConfirmDialog = lazy(() =>
  import('../../shared/ui/alert-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** The modal a menu entry opened, if any. */
export function ShellModals({
  modal,
  onChange,
  menus,
}: {
  modal: ShellModal | null;
  onChange(modal: ShellModal | null): void;
  menus: Pick<ShellMenus, 'messengers' | 'userManualUrl' | 'guidelineUrl' | 'club'>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onOpenChange = (open: boolean) => {
    if (!open) onChange(null);
  };
  const common = { open: true, onOpenChange };
  return (
    <Suspense fallback={null}>
      {modal === 'supportForm' ? <SupportModalSlot {...common} /> : null}
      {modal === 'messengers' ? (
        <MessengerChoiceModal
          {...common}
          messengers={menus.messengers}
          onChooseForm={() => onChange('supportForm')}
        />
      ) : null}
      {modal === 'userManual' && menus.userManualUrl ? (
        <FrameModal {...common} url={menus.userManualUrl} title={t('shell.menu.userManual')} />
      ) : null}
      {modal === 'instruction' && menus.guidelineUrl ? (
        <FrameModal {...common} url={menus.guidelineUrl} title={t('shell.menu.instruction')} />
      ) : null}
      {modal === 'chooseClub' ? (
        <ChooseClubModal {...common} title={t('shell.menu.community')} {...menus.club} />
      ) : null}
      {modal === 'confirmDelete' ? (
        <ConfirmDialog
          {...common}
          title={t('shell.deleteAccount.title')}
          message={t('shell.deleteAccount.text')}
          confirmLabel={t('shell.deleteAccount.confirm')}
          cancelLabel={t('common.actions.cancel')}
          onConfirm={() => navigate(paths.delete.href())}
        />
      ) : null}
    </Suspense>
  );
}
