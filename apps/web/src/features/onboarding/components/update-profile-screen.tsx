import { useTranslation } from 'react-i18next';
import { useExternalAuths } from '../../../shared/account/external-auths';
import { useSocialReturn } from '../../../shared/account/social-return';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useDomainConfiguration } from '../../../shared/config/domain-configuration';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { planQuestions } from '../onboarding-questions';
import { OnboardingChat } from './onboarding-chat';
import { useSignedInUser } from './use-signed-in-user';

const DEFAULT_WELCOME = ['onboarding.chat.welcome.greeting', 'onboarding.chat.welcome.intro'];
const DEFAULT_GOODBYE = ['onboarding.chat.goodbye'];

/**
 * Profile completion (spec: updateProfile) as the onboarding chat. The questions, welcome and
 * goodbye messages come from the brand's userInfoChat, with this client's translated texts
 * where the brand gives none. Questions the user has already answered are not asked.
 */
export function UpdateProfileScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { userInfoChat } = useBrandConfig();
  const { externalAuthProviders } = useDomainConfiguration();
  const { result: linkReturn } = useSocialReturn('link');
  const canLink = externalAuthProviders.length > 0;
  const asksToLink = canLink && userInfoChat.questions.some(({ type }) => type === 'socials');
  const links = useExternalAuths({ enabled: asksToLink });

  // The plan is made once, from the user's data as it is now; an unknown link state reads as
  // no link, since linking is optional.
  if (asksToLink && links.isPending) return <PageLoading label={t('common.loading')} />;
  const plan = planQuestions(userInfoChat.questions, {
    user,
    linked: (links.data?.length ?? 0) > 0,
    canLink,
  });
  const texts = (configured: readonly string[], defaults: readonly string[]) =>
    configured.length > 0 ? configured : defaults.map((key) => t(key));

  return (
    <Page title={t('onboarding.chat.title')} width="narrow">
      <OnboardingChat
        plan={plan}
        welcome={texts(userInfoChat.welcomeMessages, DEFAULT_WELCOME)}
        goodbye={texts(userInfoChat.goodbyeMessages, DEFAULT_GOODBYE)}
        linkFailure={linkReturn?.status === 'fail' ? linkReturn.failure : null}
        providers={externalAuthProviders}
      />
    </Page>
  );
}
