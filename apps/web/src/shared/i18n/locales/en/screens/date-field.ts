/** The date field of every form (shared/ui/date-field.tsx): its format and its problems. */
export const dateField = {
  letters: { day: 'DD', month: 'MM', year: 'YYYY' },
  format: 'Format: {{pattern}}',
  hintAndFormat: '{{hint}}. {{format}}',
  wrongFormat: 'Enter the date as {{pattern}}',
  notExist: 'This date does not exist',
};
