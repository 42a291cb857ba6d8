import type { BrowserContextOptions } from 'playwright-core';

/** The spec's three layouts (breakpoints: mobile 0, tablet 828, desktop 1244), each at the width
 * the issues walk the product at: a phone, a tablet and a laptop. */
export const WIDTHS = ['mobile', 'tablet', 'desktop'] as const;
export type Width = (typeof WIDTHS)[number];

/** The functional journeys run at both ends of the layouts, where they differ most; the tour
 * (tour.spec.ts) walks every screen at all three. */
export const JOURNEY_WIDTHS = ['mobile', 'desktop'] as const satisfies readonly Width[];
export type JourneyWidth = (typeof JOURNEY_WIDTHS)[number];

export const DEVICES: Record<Width, BrowserContextOptions> = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 900, height: 1200 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};
