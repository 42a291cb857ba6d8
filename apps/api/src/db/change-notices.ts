import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The channels the database notifies on (migrations create the triggers that send them). */
export const CHANGE_CHANNELS = ['session_changes'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

export interface ChangeListener {
  /** A notice's payload, told on commit of the statement that sent it. */
  notice(payload: string): void;
  /** Notices may have been missed: no connection was listening for a while. */
  gap(): void;
}

/**
 * The database's change notices (LISTEN/NOTIFY) to this process. On PostgreSQL every pooled
 * connection listens: the connection that commits a write receives its own notice before the
 * commit resolves, so this instance forgets what the write changed before it answers, and the
 * other instances hear it from theirs at the same time. `listening` is false while no
 * connection listens; what was kept meanwhile cannot be trusted (`gap`).
 */
export interface ChangeNotices {
  readonly listening: boolean;
  subscribe(channel: ChangeChannel, listener: ChangeListener): void;
}

interface NoticeHub extends ChangeNotices {
  notice(channel: string, payload: string): void;
  setListening(listening: boolean): void;
}

function noticeHub(): NoticeHub {
  const listeners = new Map<string, Set<ChangeListener>>();
  let listening = false;
  return {
    get listening() {
      return listening;
    },
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
    },
    notice(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener.notice(payload);
    },
    setListening(next) {
      if (listening && !next) {
        for (const set of listeners.values()) for (const listener of set) listener.gap();
      }
      listening = next;
    },
  };
}

/** What an adapter shows of its hub (its state and subscriptions, not its feeding), with the
 * adapter's own parts. `listening` stays a getter: the state changes. */
const withHubView = <Extra extends object>(
  hub: NoticeHub,
  extra: Extra,
): ChangeNotices & Extra => ({
  get listening() {
    return hub.listening;
  },
  subscribe: hub.subscribe,
  ...extra,
});

/** Notices through every connection of the pool: each listens before the pool hands it out
 * (the pool's `onConnect`), and stops counting when it ends. */
export function poolChangeNotices(): ChangeNotices & {
  onConnect(client: pg.ClientBase): Promise<void>;
} {
  const hub = noticeHub();
  let connections = 0;
  return withHubView(hub, {
    async onConnect(client: pg.ClientBase) {
      client.on('notification', ({ channel, payload }) => hub.notice(channel, payload ?? ''));
      for (const channel of CHANGE_CHANNELS) await client.query(`LISTEN ${channel}`);
      connections += 1;
      hub.setListening(true);
      client.once('end', () => {
        connections -= 1;
        if (connections === 0) hub.setListening(false);
      });
    },
  });
}

/** Notices of the embedded database: one in-process session, which delivers a notice before
 * the statement that sent it resolves. */
export function pgliteChangeNotices(client: PGlite): ChangeNotices & { ready: Promise<void> } {
  const hub = noticeHub();
  const ready = Promise.all(
    CHANGE_CHANNELS.map((channel) =>
      client.listen(channel, (payload) => hub.notice(channel, payload)),
    ),
  ).then(() => hub.setListening(true));
  return withHubView(hub, { ready });
}
