import type { PaymentMethod } from '@platform/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/ui/alert-dialog';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeletePaymentMethod, usePaymentMethods } from '../api/checkout';
import styles from './checkout.module.css';

/** /user/settings/user-payment-methods: the saved cards (brand, last four, expiry) and their
 * removal after a confirmation; a load failure says 'Something went wrong' (spec section 8). */
export function PaymentMethodsScreen() {
  const { t } = useTranslation();
  const cards = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const [asked, setAsked] = useState<PaymentMethod | null>(null);

  const describe = (card: PaymentMethod) =>
    t('checkout.cards.card', {
      brand: t(`checkout.brands.${card.brand}`, { defaultValue: card.brand.toUpperCase() }),
      last4: card.last4,
    });

  return (
    <Page title={t('checkout.cards.title')} width="narrow">
      {cards.isError ? (
        <div className={styles.panel}>
          <p className={styles.error} role="alert">
            {t('checkout.cards.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void cards.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : !cards.data ? (
        <Spinner label={t('common.loading')} />
      ) : cards.data.length === 0 ? (
        <p className={styles.muted}>{t('checkout.cards.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {cards.data.map((card) => (
            <li key={card.id} className={styles.item}>
              <span>
                <strong>{describe(card)}</strong>
                <br />
                <span className={styles.muted}>
                  {t('checkout.cards.expiry', {
                    month: String(card.expiry_month).padStart(2, '0'),
                    year: card.expiry_year,
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t('checkout.cards.deleteOne', { card: describe(card) })}
                disabled={remove.isPending && remove.variables === card.id}
                onClick={() => setAsked(card)}
              >
                {t('checkout.cards.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? (
        <p className={styles.error} role="alert">
          {refusalText(remove.error, t)}
        </p>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={t('checkout.cards.confirmTitle')}
        message={asked ? t('checkout.cards.confirmText', { card: describe(asked) }) : ''}
        confirmLabel={t('checkout.cards.delete')}
        cancelLabel={t('common.actions.cancel')}
        onConfirm={() => {
          if (asked) remove.mutate(asked.id);
          setAsked(null);
        }}
      />
    </Page>
  );
}
