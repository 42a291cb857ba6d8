import { CHAT_FILE_MAX_BYTES } from './chat';

/** Homework. */

/** The homework upload error names 50 MB, the standard reading of the chat file limit. */
export const HOMEWORK_FILE_MAX_BYTES = CHAT_FILE_MAX_BYTES.standard;
