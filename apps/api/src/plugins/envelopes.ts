import { freezeDeep } from '../lib/serializer';

/**
 * The success envelopes of spec section 7, built only here (failures: `errorBody` in
 * plugins/errors.ts). The v1 auth and account calls answer {success: true, data, errors: {}};
 * v2 calls {message, data, errors: {}}, where a failure's message would contain "error".
 */
export function v1Success<T>(data: T) {
  return { success: true as const, data, errors: {} };
}

export function v2Success<T>(message: string, data: T) {
  return { message, data, errors: {} };
}

const sharedV2 = new WeakMap<object, Map<string, object>>();

/** The v2 envelope of a frozen answer that requests share: frozen too, one per message (the
 * message is in the reader's language), so the whole answer is checked and serialized once
 * (lib/serializer) instead of on every request. */
export function sharedV2Success<T extends object>(message: string, data: T) {
  let byMessage = sharedV2.get(data);
  if (!byMessage) {
    byMessage = new Map();
    sharedV2.set(data, byMessage);
  }
  let envelope = byMessage.get(message) as ReturnType<typeof v2Success<T>> | undefined;
  if (!envelope) {
    envelope = freezeDeep(v2Success(message, data));
    byMessage.set(message, envelope);
  }
  return envelope;
}
