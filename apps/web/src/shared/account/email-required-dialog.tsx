import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { loadProblemText } from '../ui/load-problem';
import { Modal } from '../ui/modal';
import { EmailForm } from './email-form';
import { emailRefusalText, useUpdateEmail } from './update-email';

/**
 * The spec's e-mail modal before a purchase (the account needs an address to buy, and to
 * recover access later): the address is saved to the account (POST /user/update-user), then
 * `onSaved` goes on with the purchase; closing it is cancelling.
 */
export function EmailRequiredDialog({ onCancel, onSaved }: { onCancel(): void; onSaved?(): void }) {
  const { t } = useTranslation();
  const update = useUpdateEmail();
  const failure = update.isError
    ? (emailRefusalText(update.error) ?? loadProblemText(update.error, t, t('profile.edit.failed')))
    : null;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('onboarding.emailRequired.title')}
      description={t('onboarding.emailRequired.text')}
    >
      <EmailForm
        initial=""
        submitLabel={t('onboarding.emailRequired.confirm')}
        pending={update.isPending}
        failure={failure}
        onSubmit={(email) => update.mutate(email, { onSuccess: onSaved })}
        secondary={
          <Button variant="secondary" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
