/** Support requests. */

export const SUPPORT_MESSAGE_MAX = 500;
