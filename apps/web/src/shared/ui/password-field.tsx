import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './password-field.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={(inputId) => (
        <button
          type="button"
          className={styles.toggle}
          aria-controls={inputId}
          aria-pressed={visible}
          // A toggle keeps one name; aria-pressed tells whether the password is shown.
          aria-label={t('common.field.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible ? null : <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
          </svg>
        </button>
      )}
    />
  );
}
