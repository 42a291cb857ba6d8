import { isPushPromptDue } from '@platform/domain/reminders';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localValue } from '../../../shared/lib/cookie-storage';
import { Button } from '../../../shared/ui/button';
import { enablePush, pushSupported } from '../push/browser-push';
import styles from './reminders.module.css';

/** Kept in this browser: a private window without storage never gets the prompt. */
const stored = localValue('push-prompt');

type Counter = { views: number; firstAt: number; dismissed: boolean };

function readCounter(now: number): Counter {
  try {
    const counter = JSON.parse(stored.read() ?? 'null') as Counter | null;
    if (counter && typeof counter.views === 'number') return counter;
  } catch {
    // A damaged entry starts over.
  }
  return { views: 0, firstAt: now, dismissed: false };
}

function writeCounter(counter: Counter): void {
  stored.write(JSON.stringify(counter));
}

/**
 * The push prompt of the spec (delays: 1000 page views, 100000 ms): every signed-in page view
 * is counted in this browser; once both delays have passed and the browser was never asked, a
 * strip offers reminders here. "Not now" is remembered; the reminders screen can still turn
 * them on.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is one page view.
  useEffect(() => {
    if (!pushSupported()) return;
    const now = Date.now();
    const counter = readCounter(now);
    const next = { ...counter, views: counter.views + 1 };
    writeCounter(next);
    setDue(
      isPushPromptDue({
        permission: Notification.permission,
        dismissed: next.dismissed,
        pageViews: next.views,
        sinceFirstViewMs: now - next.firstAt,
      }),
    );
  }, [pathname]);

  if (!due) return null;
  const close = () => {
    writeCounter({ ...readCounter(Date.now()), dismissed: true });
    setDue(false);
  };
  return (
    <section className={styles.prompt} aria-label={t('reminderScreens.prompt.label')}>
      <p>{t('reminderScreens.prompt.text')}</p>
      <Button onClick={() => void enablePush().finally(close)}>
        {t('reminderScreens.prompt.enable')}
      </Button>
      <Button variant="text" onClick={close}>
        {t('reminderScreens.prompt.later')}
      </Button>
    </section>
  );
}
