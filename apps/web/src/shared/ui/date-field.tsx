import { useTranslation } from 'react-i18next';
import { useDateEntry } from '../i18n/date-entry';
import { applyDigitMask } from '../lib/input-mask';
import { TextField, type TextFieldProps } from './text-field';

export type DateFieldProps = Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'placeholder' | 'maxLength' | 'counter' | 'adornment'
>;

/**
 * A date typed in the interface language's format (date-entry.ts), the same on every form and
 * in every browser, unlike a native date input that follows the browser's locale. A plain text
 * input: people type only digits (the mask writes the separators), Backspace and the arrows
 * work as anywhere, and the hint says the format. Its value is the text; forms read it with
 * useDateEntry().parse and word its problems with problemText.
 */
export function DateField({ hint, onChange, ...field }: DateFieldProps) {
  const { t } = useTranslation();
  const { pattern, mask } = useDateEntry();
  const format = t('dateField.format', { pattern });
  return (
    <TextField
      autoComplete="off"
      {...field}
      inputMode="numeric"
      placeholder={pattern}
      maxLength={mask.length}
      hint={hint ? t('dateField.hintAndFormat', { hint, format }) : format}
      onChange={(event) => {
        event.target.value = applyDigitMask(event.target.value, mask);
        onChange?.(event);
      }}
    />
  );
}
