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
