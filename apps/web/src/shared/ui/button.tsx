import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
type Look = { variant?: ButtonVariant; block?: boolean };

/** The button look for other elements (router links, external links). */
export function buttonClassName({ variant = 'primary', block = false }: Look = {}, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : null, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  block,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Look) {
  return (
    <button type={type} className={buttonClassName({ variant, block }, className)} {...props} />
  );
}
