/** Every journey runs at both ends of the layouts: a phone and a laptop. */
export const WIDTHS = ['mobile', 'desktop'] as const;
export type Width = (typeof WIDTHS)[number];
