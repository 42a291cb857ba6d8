/** Payments, checkout and saved cards. ru is the source; en and es carry the same keys. */
export const payments = {
  ru: {
    payments: {
      savedCards: 'Сохранённые карты',
      errors: {
        refundWindowPassed: 'Срок возврата денег по этому заказу истёк',
        refundFailed: 'Платёжная система не смогла вернуть деньги. Обратитесь в поддержку',
        orderNotPaid: 'Заказ не оплачен',
        providerUnavailable: 'Платёжная система недоступна. Попробуйте позже',
        streamNotStopped: 'Этот курс сейчас открыт: покупать его не нужно',
        emailRequired: 'Укажите адрес электронной почты перед покупкой',
        webhookRejected: 'Уведомление не принято',
      },
    },
  },
  en: {
    payments: {
      savedCards: 'Saved cards',
      errors: {
        refundWindowPassed: 'The money-back period of this order is over',
        refundFailed: 'The payment service could not return the money. Please contact support',
        orderNotPaid: 'The order is not paid',
        providerUnavailable: 'The payment service is unavailable. Please try again later',
        streamNotStopped: 'This course is open now: there is nothing to buy',
        emailRequired: 'Enter your e-mail address before a purchase',
        webhookRejected: 'The notification was not accepted',
      },
    },
  },
  es: {
    payments: {
      savedCards: 'Tarjetas guardadas',
      errors: {
        refundWindowPassed: 'El plazo de devolución de este pedido ha terminado',
        refundFailed: 'El servicio de pago no pudo devolver el dinero. Contacta con soporte',
        orderNotPaid: 'El pedido no está pagado',
        providerUnavailable: 'El servicio de pago no está disponible. Inténtalo más tarde',
        streamNotStopped: 'Este curso está abierto: no hay nada que comprar',
        emailRequired: 'Introduce tu correo electrónico antes de comprar',
        webhookRejected: 'La notificación no fue aceptada',
      },
    },
  },
};
