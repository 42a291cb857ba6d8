import { TextField, type TextFieldProps } from './text-field';

/** An e-mail input: the e-mail keyboard, autofill, and no capitals or spelling fixes. */
export function EmailField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize'>,
) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
