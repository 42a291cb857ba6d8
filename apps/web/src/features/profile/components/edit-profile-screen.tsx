import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Page } from '../../../shared/ui/page';
import { AvatarUpload } from './avatar-upload';
import styles from './profile.module.css';
import { ProfileForm } from './profile-form';

/** /user/edit (spec section 2: userEdit). The auth guard has loaded the user. */
export function EditProfileScreen() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return null;
  return (
    <Page title={t('profile.edit.title')}>
      <div className={styles.layout}>
        <AvatarUpload user={user} />
        {/* Keyed by the user: another account's values must never stay in the fields; and by
            the language, whose format the birthday is typed in. */}
        <ProfileForm key={`${user.id}-${i18n.language}`} user={user} />
      </div>
    </Page>
  );
}
