import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createVideoMeetings, jitsiMeetings } from './video-meetings';

const request = {
  startsAt: new Date('2026-11-26T10:00:00Z'),
  endsAt: new Date('2026-11-26T10:30:00Z'),
  title: 'Yoga basics',
  currentUrl: null,
};

describe('video meetings', () => {
  it('gives each consultation its own unguessable Jitsi room on the configured server', async () => {
    const meetings = jitsiMeetings('https://meet.example.org/rooms');
    const [a, b] = await Promise.all([meetings.meetingFor(request), meetings.meetingFor(request)]);
    expect(a.url).toMatch(/^https:\/\/meet\.example\.org\/rooms\/consultation-[0-9a-f]{32}$/);
    expect(b.url).not.toBe(a.url);
  });

  it('keeps the room of a consultation that is moved', async () => {
    const url = 'https://meet.jit.si/consultation-kept';
    expect(
      await jitsiMeetings('https://meet.jit.si').meetingFor({ ...request, currentUrl: url }),
    ).toEqual({ url });
  });

  it('is chosen by the configuration, the public Jitsi server by default', async () => {
    const meetings = createVideoMeetings(loadConfig({}));
    expect((await meetings.meetingFor(request)).url).toMatch(
      /^https:\/\/meet\.jit\.si\/consultation-/,
    );
    const own = createVideoMeetings(loadConfig({ JITSI_BASE_URL: 'https://jitsi.school.example' }));
    expect((await own.meetingFor(request)).url).toMatch(
      /^https:\/\/jitsi\.school\.example\/consultation-/,
    );
  });
});
