import {
  EXTERNAL_AUTH_ORDER,
  type ExternalAuthSource,
} from '@platform/domain/constants/external-auth';
import { normalizeEmail } from '@platform/domain/email';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { socialLinkUrl } from '../../../shared/account/social-link-url';
import { NAME_MAX } from '../../../shared/account/update-profile';
import { useDateEntry } from '../../../shared/i18n/date-entry';
import { applyDigitMask } from '../../../shared/lib/input-mask';
import { paths } from '../../../shared/routing/paths';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { type ChatQuestion, questionText, type RawAnswer } from '../onboarding-questions';
import styles from './onboarding-chat.module.css';
import { type ChatSetup, useOnboardingChat } from './use-onboarding-chat';

/** The profile's limit for names (POST /user). */
export type OnboardingChatProps = ChatSetup & {
  /** The social providers the server can link, in any order. */
  providers: readonly ExternalAuthSource[];
};

/**
 * The onboarding chat (spec 000 sections 3-5): a log of the conversation, announced politely to
 * screen readers, and under it the answer the current question takes; the answer's input has
 * the focus whenever a question or re-prompt arrives.
 */
export function OnboardingChat({ providers, ...setup }: OnboardingChatProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chat = useOnboardingChat(setup);
  const log = useRef<HTMLDivElement>(null);
  const logLabel = useId();

  const count = chat.messages.length;
  useEffect(() => {
    // New messages arrive at the bottom: keep them in view.
    if (count > 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  return (
    <div className={styles.chat}>
      <VisuallyHidden id={logLabel}>{t('onboarding.chat.log')}</VisuallyHidden>
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-labelledby={logLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1)
        tabIndex={0}
      >
        <ol className={styles.messages}>
          {chat.messages.map((message) => (
            <li
              key={message.id}
              className={[
                styles.message,
                message.author === 'user' ? styles.fromUser : styles.fromBot,
                message.isError ? styles.error : null,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <VisuallyHidden>
                {t(message.author === 'user' ? 'onboarding.chat.you' : 'onboarding.chat.bot')}
              </VisuallyHidden>
              {message.text}
            </li>
          ))}
        </ol>
      </div>
      {chat.question ? (
        <Composer key={chat.promptKey}>
          <Answer
            question={chat.question}
            providers={providers}
            pending={chat.pending}
            onAnswer={chat.answer}
          />
          {chat.canSkip ? (
            <Button variant="text" disabled={chat.pending} onClick={chat.skip}>
              {t('onboarding.chat.skip')}
            </Button>
          ) : null}
        </Composer>
      ) : (
        <Composer>
          <Button block onClick={() => navigate(paths.home.href(), { replace: true })}>
            {t('onboarding.chat.start')}
          </Button>
        </Composer>
      )}
    </div>
  );
}

/** The answer area; it takes the focus when it appears (a new prompt remounts it). */
function Composer({ children }: { children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    area.current?.querySelector<HTMLElement>('input, a[href], button')?.focus();
  }, []);
  return (
    <div ref={area} className={styles.composer}>
      {children}
    </div>
  );
}

type AnswerProps = {
  question: ChatQuestion;
  providers: readonly ExternalAuthSource[];
  pending: boolean;
  onAnswer(answer: RawAnswer, shown: string): void;
};

function Answer(props: AnswerProps) {
  const { type } = props.question;
  if (type === 'socials') return <SocialsAnswer providers={props.providers} />;
  if (type === 'image') return <PhotoAnswer {...props} />;
  return <TextAnswer {...props} type={type} />;
}

/** The input attributes of each typed answer. */
const INPUTS = {
  text: { type: 'text', autoComplete: 'given-name', maxLength: NAME_MAX },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none' },
  password: { type: 'password', autoComplete: 'new-password' },
  date: { type: 'text', inputMode: 'numeric', autoComplete: 'bday', maxLength: 10 },
} as const;

function TextAnswer({
  question,
  type,
  pending,
  onAnswer,
}: AnswerProps & { type: keyof typeof INPUTS }) {
  const { t } = useTranslation();
  const entry = useDateEntry();
  const id = useId();
  const [value, setValue] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const input = INPUTS[type];
  const empty = value.trim() === '';

  return (
    <form
      className={styles.answer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || pending) return;
        if (type === 'password') return onAnswer(value, t('onboarding.chat.hiddenPassword'));
        const answer = type === 'email' ? normalizeEmail(value) : value.trim();
        onAnswer(answer, answer);
      }}
    >
      <label htmlFor={id}>
        <VisuallyHidden>{questionText(question, t)}</VisuallyHidden>
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        type={showPassword ? 'text' : input.type}
        spellCheck={false}
        placeholder={type === 'date' ? entry.pattern : undefined}
        value={value}
        disabled={pending}
        onChange={(event) =>
          setValue(
            type === 'date' ? applyDigitMask(event.target.value, entry.mask) : event.target.value,
          )
        }
      />
      {type === 'password' ? (
        <Button
          variant="secondary"
          aria-pressed={showPassword}
          aria-controls={id}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {t('common.field.showPassword')}
        </Button>
      ) : null}
      <Button type="submit" disabled={empty || pending}>
        {t('onboarding.chat.send')}
      </Button>
    </form>
  );
}

function PhotoAnswer({ pending, onAnswer }: AnswerProps) {
  const { t } = useTranslation();
  return (
    <label className={buttonClassName({}, styles.photo)}>
      <input
        className={styles.fileInput}
        type="file"
        accept="image/*"
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onAnswer(file, file.name);
        }}
      />
      {t('onboarding.chat.choosePhoto')}
    </label>
  );
}

/** Linking leaves for the provider, which sends the browser back to this screen. */
function SocialsAnswer({ providers }: { providers: readonly ExternalAuthSource[] }) {
  const { t } = useTranslation();
  const returnTo = new URL(paths.updateProfile.href(), window.location.origin).href;
  return (
    <ul className={styles.providers}>
      {EXTERNAL_AUTH_ORDER.web
        .filter((source) => providers.includes(source))
        .map((source) => (
          <li key={source}>
            <a
              className={buttonClassName({ variant: 'secondary', block: true })}
              href={socialLinkUrl(source, returnTo)}
            >
              {t('onboarding.chat.linkWith', { provider: t(`auth.providers.${source}`) })}
            </a>
          </li>
        ))}
    </ul>
  );
}
