/** Subscriptions and installments (subscriptions.ts). en/ and es/ have a file of this name with
 * exactly these keys. */
export const subscriptions = {
  status: {
    nextPayment: 'Следующий платёж {{date}}',
    endsOn: 'Действует до {{date}}',
    ended: 'Подписка закончилась',
    lifetime: 'Действует бессрочно',
  },
  cancelPopup: {
    atPeriodEnd:
      'После отмены доступ сохранится до {{date}}, а новые платежи списываться не будут.',
    now: 'Последний платёж не прошёл: после отмены подписка закончится сразу.',
  },
  installmentCancelPopup:
    'Осталось платежей: {{count}}. Чтобы отменить рассрочку, напишите в поддержку.',
  errors: {
    reasonTooShort: 'Опишите причину — не короче {{min}} символов',
    reasonTooLong: 'Причина не может быть длиннее {{max}} символов',
    reasonTypeInvalid: 'Выберите причину отмены',
    notCancellable: 'Эту подписку нельзя отменить: она уже отменена или закончилась',
  },
} as const;
