import type { Translations } from '../ru';

export const subscriptions: Translations['subscriptions'] = {
  status: {
    nextPayment: 'Próximo pago el {{date}}',
    endsOn: 'Válida hasta el {{date}}',
    ended: 'La suscripción ha finalizado',
    lifetime: 'Válida indefinidamente',
  },
  cancelPopup: {
    atPeriodEnd:
      'Tras la cancelación, el acceso se mantiene hasta el {{date}} y no se cobrarán más pagos.',
    now: 'El último pago no se completó: al cancelar, la suscripción termina de inmediato.',
  },
  installmentCancelPopup:
    'Pagos pendientes: {{count}}. Para cancelar el plan de pagos, escribe al soporte.',
  errors: {
    reasonTooShort: 'Describe el motivo con al menos {{min}} caracteres',
    reasonTooLong: 'El motivo no puede superar los {{max}} caracteres',
    reasonTypeInvalid: 'Elige el motivo de la cancelación',
    notCancellable: 'Esta suscripción no se puede cancelar: ya está cancelada o ha finalizado',
  },
};
