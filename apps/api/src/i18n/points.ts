/** Points: what each ledger entry was for, and why points cannot be spent. ru is the source. */
export const points = {
  ru: {
    points: {
      reasons: {
        dayFinished: 'Пройден день курса «{{subject}}»',
        homeworkApproved: 'Принято домашнее задание «{{subject}}»',
        extensionPayment: 'Оплата продления «{{subject}}»',
        extensionReturned: 'Возврат баллов: продление «{{subject}}» не оплачено',
        purchasePayment: 'Оплата покупки «{{subject}}»',
        purchaseReturned: 'Возврат баллов: покупка «{{subject}}» не оплачена или возвращена',
      },
      errors: {
        belowThreshold: 'Баллы можно потратить, когда их накоплено 200 или больше',
        notEnough: 'У вас недостаточно баллов',
        tooMany: 'Баллами можно оплатить цену, кроме последнего рубля',
      },
    },
  },
  en: {
    points: {
      reasons: {
        dayFinished: 'Finished a day of “{{subject}}”',
        homeworkApproved: 'Homework “{{subject}}” approved',
        extensionPayment: 'Paid towards the extension “{{subject}}”',
        extensionReturned: 'Points returned: the extension “{{subject}}” was not paid',
        purchasePayment: 'Paid towards “{{subject}}”',
        purchaseReturned: 'Points returned: “{{subject}}” was not paid or was refunded',
      },
      errors: {
        belowThreshold: 'Points can be spent once you have 200 or more',
        notEnough: 'You do not have enough points',
        tooMany: 'Points can pay the price except its last rouble',
      },
    },
  },
  es: {
    points: {
      reasons: {
        dayFinished: 'Día completado de «{{subject}}»',
        homeworkApproved: 'Tarea «{{subject}}» aprobada',
        extensionPayment: 'Pago de la ampliación «{{subject}}»',
        extensionReturned: 'Puntos devueltos: la ampliación «{{subject}}» no se pagó',
        purchasePayment: 'Pago de «{{subject}}»',
        purchaseReturned: 'Puntos devueltos: «{{subject}}» no se pagó o se reembolsó',
      },
      errors: {
        belowThreshold: 'Puedes gastar los puntos cuando tengas 200 o más',
        notEnough: 'No tienes suficientes puntos',
        tooMany: 'Los puntos pueden pagar el precio salvo su último rublo',
      },
    },
  },
};
