/** Points: the balance, what they are for (FAQ) and their history. */
export const points = {
  /** A load failure with no reason of the server's own (spec: 'Something went wrong'). */
  loadFailed: 'Algo salió mal',
  title: 'Puntos',
  balance: 'Tu saldo',
  canSpend: 'Puedes gastar los puntos en ampliar un curso: un punto es un rublo.',
  toThreshold_one: 'Los puntos se pueden gastar desde 200. Te falta {{count}} punto.',
  toThreshold_many: 'Los puntos se pueden gastar desde 200. Te faltan {{count}} puntos.',
  toThreshold_other: 'Los puntos se pueden gastar desde 200. Te faltan {{count}} puntos.',
  historyLink: 'Historial de puntos',
  faq: {
    title: 'Preguntas y respuestas',
    earnQ: '¿Por qué recibo puntos?',
    earnA:
      'Por cada día del curso que completas y por cada tarea que aprueba un experto. El curso muestra cuántos puntos da un día o una tarea. Cada día o tarea cuenta una vez.',
    spendQ: '¿En qué puedo gastar los puntos?',
    spendA:
      'En ampliar un curso: marca «Pagar con puntos» al pagar una ampliación. Un punto es un rublo; el último rublo del precio se paga con tarjeta.',
    thresholdQ: '¿Por qué no puedo gastar mis puntos?',
    thresholdA: 'Los puntos se pueden gastar cuando tu saldo es de 200 puntos o más.',
    returnQ: '¿Qué pasa con mis puntos si el pago falla?',
    returnA: 'Si la ampliación no se paga o se devuelve su dinero, los puntos vuelven a tu saldo.',
  },
  history: {
    entries: 'Recibidos y gastados',
    title: 'Historial de puntos',
    back: '‹ Puntos',
    empty: 'Aún no hay nada: los puntos se dan por días completados y tareas aprobadas.',
    more: 'Mostrar más',
    add_one: '+{{count}} punto',
    add_many: '+{{count}} puntos',
    add_other: '+{{count}} puntos',
    debit_one: '−{{count}} punto',
    debit_many: '−{{count}} puntos',
    debit_other: '−{{count}} puntos',
  },
};
