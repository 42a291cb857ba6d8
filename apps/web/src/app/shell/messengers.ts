import type { BrandConfig } from '@platform/contracts/brand';
import { whatsAppLink } from '@platform/domain/phone';
import type { DomainConfiguration } from '../../shared/config/domain-configuration';

export type Messengers = { telegram: string | null; whatsApp: string | null };

function webLink(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where support can be reached by messenger. Telegram: the brand's care-services link named
 * `telegram` (the configuration has no other place for it); WhatsApp: the domain's support
 * number, as the wa.me link of @platform/domain/phone.
 */
export function supportMessengers(
  brand: Pick<BrandConfig, 'careServicesUrls'>,
  domain: Pick<DomainConfiguration, 'whatsAppNumber'>,
): Messengers {
  return {
    telegram: webLink(brand.careServicesUrls.telegram),
    whatsApp: domain.whatsAppNumber ? whatsAppLink(domain.whatsAppNumber) : null,
  };
}

export function hasMessengers(messengers: Messengers): boolean {
  return messengers.telegram !== null || messengers.whatsApp !== null;
}
