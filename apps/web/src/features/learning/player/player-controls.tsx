import type { Video } from '@platform/contracts/courses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import { Button } from '../../../shared/ui/button';
import { SPEEDS } from './playback-choices';
import styles from './video-player.module.css';

type Subtitle = Video['subtitles'][number];

/** The value of the captions select when none is shown. */
const OFF = 'off';

/** '1.5×', '0,75×': a speed in the reader's number format. */
export function useSpeedText(): (speed: number) => string {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (speed) => t('day.player.speedValue', { speed: format.format(speed) });
}

export type PlayerControlsProps = {
  speed: number;
  onSpeed(speed: number): void;
  subtitles: readonly Subtitle[];
  shown: Subtitle | undefined;
  onCaptions(subtitle: Subtitle | null): void;
  fullscreen: boolean;
  onFullscreen(): void;
};

/** The player's settings beside the browser's own controls: speed, captions, full screen, and
 * the keyboard shortcuts. */
export function PlayerControls({
  speed,
  onSpeed,
  subtitles,
  shown,
  onCaptions,
  fullscreen,
  onFullscreen,
}: PlayerControlsProps) {
  const { t } = useTranslation();
  const speedText = useSpeedText();
  const speedId = useId();
  const captionsId = useId();
  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <label htmlFor={speedId}>{t('day.player.speed')}</label>
        <select
          id={speedId}
          className={styles.select}
          value={speed}
          onChange={(event) => onSpeed(Number(event.target.value))}
        >
          {SPEEDS.map((option) => (
            <option key={option} value={option}>
              {speedText(option)}
            </option>
          ))}
        </select>
      </div>
      {subtitles.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={captionsId}>{t('day.player.captions')}</label>
          <select
            id={captionsId}
            className={styles.select}
            value={shown ? subtitles.indexOf(shown) : OFF}
            onChange={(event) =>
              onCaptions(
                event.target.value === OFF ? null : (subtitles[Number(event.target.value)] ?? null),
              )
            }
          >
            <option value={OFF}>{t('day.player.captionsOff')}</option>
            {subtitles.map((subtitle, index) => (
              <option key={subtitle.url} value={index} lang={subtitle.languageCode}>
                {subtitle.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button variant="secondary" onClick={onFullscreen}>
        {fullscreen ? t('day.player.exitFullscreen') : t('day.player.fullscreen')}
      </Button>
      <Shortcuts />
    </div>
  );
}

const SHORTCUTS = [
  ['playPause', 'playPauseKeys'],
  ['seek5', 'seek5Keys'],
  ['seek10', 'seek10Keys'],
  ['mute', 'muteKeys'],
  ['fullscreen', 'fullscreenKeys'],
  ['captions', 'captionsKeys'],
  ['speed', 'speedKeys'],
] as const;

/** The keys the player answers, told on demand. */
function Shortcuts() {
  const { t } = useTranslation();
  return (
    <details className={styles.shortcuts}>
      <summary>{t('day.player.shortcuts.title')}</summary>
      <dl>
        {SHORTCUTS.map(([action, keys]) => (
          <div key={action} className={styles.shortcut}>
            <dt>
              <kbd>{t(`day.player.shortcuts.${keys}`)}</kbd>
            </dt>
            <dd>{t(`day.player.shortcuts.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
