import { describe, expect, it } from 'vitest';
import {
  canSendSupportForm,
  checkSupportForm,
  isSupportFormValid,
  SUPPORT_MESSAGE_MAX,
  supportFormErrorMessage,
} from './support-form';

const filled = { email: 'user@example.com', name: 'Anna', message: 'Cannot open the course' };

describe('checkSupportForm', () => {
  it('passes a filled form', () => {
    const errors = checkSupportForm(filled);
    expect(errors).toEqual({ email: [], name: [], message: [] });
    expect(isSupportFormValid(errors)).toBe(true);
  });

  it('requires every field, whitespace counting as empty', () => {
    const errors = checkSupportForm({ email: ' ', name: '', message: '\n' });
    expect(errors).toEqual({
      email: ['emailRequired'],
      name: ['nameRequired'],
      message: ['messageRequired'],
    });
    expect(isSupportFormValid(errors)).toBe(false);
  });

  it('checks the e-mail with the detailed check, after normalizing it', () => {
    expect(checkSupportForm({ ...filled, email: 'user@example' }).email).toEqual(['emailInvalid']);
    expect(checkSupportForm({ ...filled, email: ' User@Example.com ' }).email).toEqual([]);
  });

  it('allows 500 characters of message and no more', () => {
    expect(SUPPORT_MESSAGE_MAX).toBe(500);
    expect(checkSupportForm({ ...filled, message: 'x'.repeat(500) }).message).toEqual([]);
    expect(checkSupportForm({ ...filled, message: 'x'.repeat(501) }).message).toEqual([
      'messageTooLong',
    ]);
  });
});

describe('canSendSupportForm', () => {
  it('needs all three fields and no request in flight', () => {
    expect(canSendSupportForm(filled, false)).toBe(true);
    expect(canSendSupportForm(filled, true)).toBe(false);
    expect(canSendSupportForm({ ...filled, message: '  ' }, false)).toBe(false);
    expect(canSendSupportForm({ ...filled, name: '' }, false)).toBe(false);
    expect(canSendSupportForm({ ...filled, email: '' }, false)).toBe(false);
  });
});

describe('supportFormErrorMessage', () => {
  it('gives the key and the message limit', () => {
    expect(supportFormErrorMessage('messageTooLong')).toEqual({
      key: 'supportForm.errors.messageTooLong',
      params: { max: 500 },
    });
    expect(supportFormErrorMessage('nameRequired')).toEqual({
      key: 'supportForm.errors.nameRequired',
    });
  });
});
