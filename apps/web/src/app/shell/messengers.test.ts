import { describe, expect, it } from 'vitest';
import { hasMessengers, supportMessengers } from './messengers';

describe('support messengers', () => {
  it('takes Telegram from the care-services links and WhatsApp from the domain number', () => {
    const messengers = supportMessengers(
      { careServicesUrls: { telegram: 'https://t.me/school_support' } },
      { whatsAppNumber: '8 (900) 123-45-67' },
    );
    expect(messengers).toEqual({
      telegram: 'https://t.me/school_support',
      whatsApp: 'https://wa.me/79001234567',
    });
    expect(hasMessengers(messengers)).toBe(true);
  });

  it('has none when neither is configured, and never a non-web link', () => {
    const messengers = supportMessengers(
      { careServicesUrls: { telegram: 'javascript:alert(1)' } },
      { whatsAppNumber: null },
    );
    expect(messengers).toEqual({ telegram: null, whatsApp: null });
    expect(hasMessengers(messengers)).toBe(false);
  });
});
