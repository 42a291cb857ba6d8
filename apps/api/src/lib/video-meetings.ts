import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

/** A consultation to meet for. */
export interface MeetingRequest {
  startsAt: Date;
  endsAt: Date;
  title: string;
  /** The link the consultation already has (it is being moved), else null. */
  currentUrl: string | null;
}

/** Where a video consultation takes place. A provider with accounts and scheduled meetings
 * (Zoom, Google Meet…) implements this with its API and keeps or moves the meeting it made. */
export interface VideoMeetings {
  /** The link both sides open at the time of the consultation. */
  meetingFor(request: MeetingRequest): Promise<{ url: string }>;
}

/** Jitsi Meet: a room exists as soon as someone opens its URL, so a link is all it takes. The
 * room name is 128 random bits, so that nobody can guess their way into a consultation; a moved
 * consultation keeps its room. */
export function jitsiMeetings(baseUrl: string): VideoMeetings {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    async meetingFor({ currentUrl }) {
      return {
        url: currentUrl ?? new URL(`consultation-${randomBytes(16).toString('hex')}`, base).href,
      };
    },
  };
}

/** The provider the configuration names. */
export function createVideoMeetings(
  config: Pick<Config, 'VIDEO_MEETINGS_PROVIDER' | 'JITSI_BASE_URL'>,
): VideoMeetings {
  switch (config.VIDEO_MEETINGS_PROVIDER) {
    case 'jitsi':
      return jitsiMeetings(config.JITSI_BASE_URL);
  }
}
