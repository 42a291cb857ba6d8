import type { Translations } from '../ru';

export const subscriptions: Translations['subscriptions'] = {
  status: {
    nextPayment: 'Next payment on {{date}}',
    endsOn: 'Valid until {{date}}',
    ended: 'The subscription has ended',
    lifetime: 'Valid indefinitely',
  },
  cancelPopup: {
    atPeriodEnd: 'After cancelling, access stays until {{date}} and no further payments are taken.',
    now: 'The last payment did not go through: cancelling ends the subscription at once.',
  },
  installmentCancelPopup:
    'Payments left: {{count}}. To cancel the installment plan, write to support.',
  errors: {
    reasonTooShort: 'Describe the reason in at least {{min}} characters',
    reasonTooLong: 'The reason cannot be longer than {{max}} characters',
    reasonTypeInvalid: 'Choose why you are cancelling',
    notCancellable: 'This subscription cannot be cancelled: it is already cancelled or has ended',
  },
};
