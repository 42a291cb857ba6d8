/** Chats with experts. */

/** Minimum pause between two chat messages. */
export const MESSAGE_DELAY_S = 15;

export const CHAT_MESSAGES_PAGE_SIZE = 10;

/** Newest first. */
export const CHAT_MESSAGES_SORT = '-created_at';

/** The spec gives two readings of the chat file limit (50 MB and 1 GB); configuration picks one. */
export const CHAT_FILE_MAX_BYTES = { standard: 50 * 1024 ** 2, extended: 1024 ** 3 } as const;

export const CHAT_FILE_KINDS = ['photo', 'video'] as const;
export type ChatFileKind = (typeof CHAT_FILE_KINDS)[number];
