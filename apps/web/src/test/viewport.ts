import { BREAKPOINTS } from '@platform/domain/constants/shell';

type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

/** Resizes happy-dom's window: media queries and matchMedia follow. */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 900 });
}

export const VIEWPORTS = {
  mobile: 390,
  tablet: BREAKPOINTS.tablet,
  desktop: BREAKPOINTS.desktop,
} as const;
