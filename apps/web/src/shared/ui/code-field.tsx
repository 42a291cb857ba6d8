import { OTP_LENGTH } from '@platform/domain/constants/auth';
import { TextField, type TextFieldProps } from './text-field';

/** True when the value is a whole one-time code: `length` digits. */
export function isCompleteCode(value: string, length: number = OTP_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

/**
 * A one-time-code input: digits only (anything else typed or pasted is dropped), the numeric
 * keyboard on phones, and autocomplete="one-time-code" so that browsers offer the code that
 * just arrived by SMS or mail.
 */
export function CodeField({
  length = OTP_LENGTH,
  onChange,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
  length?: number;
}) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      pattern="[0-9]*"
      maxLength={length}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, length);
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
