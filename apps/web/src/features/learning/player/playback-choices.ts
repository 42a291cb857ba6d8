import { parseJson, useStoredChoice } from './use-stored-choice';

/** The speeds offered, slowest first. */
export const SPEEDS: readonly number[] = [0.75, 1, 1.25, 1.5, 1.75, 2];

export const isSpeed = (value: unknown): value is number =>
  typeof value === 'number' && SPEEDS.includes(value);

/** The offered speed one step slower (-1) or faster (+1), staying within the offer. */
export function stepSpeed(speed: number, step: -1 | 1): number {
  const index = SPEEDS.indexOf(speed);
  const from = index === -1 ? SPEEDS.indexOf(1) : index;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, from + step))] ?? 1;
}

/** The learner's playback speed for every lesson. */
export function useSpeedChoice() {
  return useStoredChoice<number>(
    'player.speed',
    (raw) => {
      const speed = parseJson(raw);
      return isSpeed(speed) ? speed : null;
    },
    1,
  );
}

/**
 * Captions on or off, and in which language when on. Nothing chosen yet: on, in the interface
 * language (the lesson's track in that language, when it has one).
 */
export type CaptionsChoice = { on: boolean; language: string | null };

function parseCaptions(raw: string): CaptionsChoice | null {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { on, language } = value as Record<string, unknown>;
  if (typeof on !== 'boolean' || !(typeof language === 'string' || language === null)) return null;
  return { on, language };
}

export function useCaptionsChoice() {
  return useStoredChoice<CaptionsChoice>('player.captions', parseCaptions, {
    on: true,
    language: null,
  });
}

/** A language code's primary part, lower case: 'en' of 'en-US'. */
export const primaryLanguage = (code: string) => code.split(/[-_]/)[0]?.toLowerCase() ?? '';

type Track = { languageCode: string };

/** The lesson's track the choice shows, if any: the chosen language's, else (none chosen) the
 * interface language's. */
export function chosenTrack<T extends Track>(
  tracks: readonly T[],
  choice: CaptionsChoice,
  interfaceLanguage: string,
): T | undefined {
  if (!choice.on) return undefined;
  const language = primaryLanguage(choice.language ?? interfaceLanguage);
  return tracks.find((track) => primaryLanguage(track.languageCode) === language);
}
