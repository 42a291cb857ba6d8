/** Analytics services accept only ASCII letters, digits and underscores in event names. */
const EVENT_NAME = /^[A-Za-z0-9_]+$/;

/** Callers log a warning for a name that fails; the spec does not drop the event. */
export function isValidEventName(name: string): boolean {
  return EVENT_NAME.test(name);
}
