/** What a push-notification service is asked to do: tie this browser's subscription to a user
 * (its "external user id") and untie it. */
export type PushService = {
  setExternalUserId(id: string): void;
  removeExternalUserId(): void;
};

export const noopPushService: PushService = {
  setExternalUserId() {},
  removeExternalUserId() {},
};
