/** The date field of every form (shared/ui/date-field.tsx): its format and its problems. */
export const dateField = {
  letters: { day: 'ДД', month: 'ММ', year: 'ГГГГ' },
  format: 'Формат: {{pattern}}',
  hintAndFormat: '{{hint}}. {{format}}',
  wrongFormat: 'Введите дату в формате {{pattern}}',
  notExist: 'Такой даты не существует',
};
