/** Discount codes and extensions. ru is the source; en and es carry the same keys. */
export const discounts = {
  ru: {
    discounts: {
      errors: {
        notFound: 'Такого промокода нет',
        notForService: 'Промокод не действует для этой услуги',
        expired: 'Срок действия промокода истёк',
        usedUp: 'Промокод больше не действует: его уже использовали максимальное число раз',
        alreadyUsed: 'Вы уже использовали этот промокод',
      },
    },
    extensions: {
      errors: {
        notExtendable: 'Эту услугу нельзя купить для продления этого курса',
        contactRequired: 'Укажите e-mail, чтобы оплатить покупку',
      },
      orderItems: {
        discount: 'промокод {{code}}',
        points: 'баллами: {{count}}',
      },
    },
  },
  en: {
    discounts: {
      errors: {
        notFound: 'There is no such promo code',
        notForService: 'The promo code does not apply to this service',
        expired: 'The promo code has expired',
        usedUp: 'The promo code is no longer valid: it has been used the maximum number of times',
        alreadyUsed: 'You have already used this promo code',
      },
    },
    extensions: {
      errors: {
        notExtendable: 'This service cannot be bought to extend this course',
        contactRequired: 'Enter an e-mail before a purchase',
      },
      orderItems: {
        discount: 'promo code {{code}}',
        points: 'points: {{count}}',
      },
    },
  },
  es: {
    discounts: {
      errors: {
        notFound: 'No existe ese código promocional',
        notForService: 'El código promocional no es válido para este servicio',
        expired: 'El código promocional ha caducado',
        usedUp: 'El código promocional ya no es válido: se ha usado el número máximo de veces',
        alreadyUsed: 'Ya has usado este código promocional',
      },
    },
    extensions: {
      errors: {
        notExtendable: 'Este servicio no se puede comprar para ampliar este curso',
        contactRequired: 'Introduce un correo electrónico antes de comprar',
      },
      orderItems: {
        discount: 'código {{code}}',
        points: 'puntos: {{count}}',
      },
    },
  },
};
