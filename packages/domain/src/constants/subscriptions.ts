/** Subscriptions. */

export const SUBSCRIPTION_DATE_FORMAT = 'DD MMMM YYYY';
