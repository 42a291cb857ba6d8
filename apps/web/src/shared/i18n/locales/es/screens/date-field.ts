/** The date field of every form (shared/ui/date-field.tsx): its format and its problems. */
export const dateField = {
  letters: { day: 'DD', month: 'MM', year: 'AAAA' },
  format: 'Formato: {{pattern}}',
  hintAndFormat: '{{hint}}. {{format}}',
  wrongFormat: 'Introduce la fecha en formato {{pattern}}',
  notExist: 'Esta fecha no existe',
};
