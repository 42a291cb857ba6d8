import { displayName } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';
import { useUploadAvatar } from '../../../shared/account/upload-avatar';
import { refusalText } from '../../../shared/api/api-error';
import type { User } from '../../../shared/session/current-user';
import { initialsOf } from '../../../shared/ui/avatar';
import { buttonClassName } from '../../../shared/ui/button';
import hidden from '../../../shared/ui/visually-hidden.module.css';
import styles from './profile.module.css';

/** The avatar with its upload: choosing a photo uploads it at once. */
export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const initials = initialsOf(
    displayName({ firstName: user.name, lastName: user.last_name, email: user.email }),
  );

  return (
    <div className={styles.avatarBlock}>
      {user.avatar ? (
        <img className={styles.avatar} src={user.avatar} alt={t('profile.avatar.alt')} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.avatarControls}>
        {/* A native file input inside its label: focusable, named, and opened by Enter/Space. */}
        <label className={buttonClassName({ variant: 'secondary' }, styles.upload)}>
          {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.change')}
          <input
            className={hidden.hidden}
            type="file"
            accept="image/*"
            disabled={upload.isPending}
            onChange={(event) => {
              const photo = event.target.files?.[0];
              // Cleared so that choosing the same file again (after an error) uploads again.
              event.target.value = '';
              if (photo) upload.mutate(photo);
            }}
          />
        </label>
        {upload.isError ? (
          <p className={styles.fieldError} role="alert">
            {refusalText(upload.error, t)}
          </p>
        ) : null}
        <p className={styles.success} role="status">
          {upload.isSuccess ? t('profile.avatar.uploaded') : null}
        </p>
      </div>
    </div>
  );
}
