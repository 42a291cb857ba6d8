import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBrandConfig } from '../../../test/factories';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { ExtendNotice } from './extend-notice';

const DAY = 24 * 60 * 60 * 1000;
const stream = (days: number, extra: { isDemo?: boolean; isOptionalPurchase?: boolean } = {}) => ({
  id: 8,
  status: 'started' as const,
  endDate: Date.now() + days * DAY - 60_000,
  isDemo: false,
  isOptionalPurchase: false,
  ...extra,
});

async function renderNotice(props: ReturnType<typeof stream>, daysShowWarning = 3) {
  return renderRoutes([{ path: '/', element: <ExtendNotice stream={props as never} /> }], {
    client: startedQueryClient({ brand: buildBrandConfig({ daysShowWarning }) }),
  });
}

describe('ExtendNotice', () => {
  it("shows the days left and the way to extend from the brand's daysShowWarning days before the end", async () => {
    await renderNotice(stream(2));
    expect(await screen.findByText(/закончится через 2 дня/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Продлить' }).getAttribute('href')).toBe(
      '/course/8/extend',
    );
  });

  it('says nothing earlier, nor on a demo or a stream a subscription opens', async () => {
    const { unmount } = await renderNotice(stream(4));
    expect(screen.queryByRole('link', { name: 'Продлить' })).toBeNull();
    unmount();
    const demo = await renderNotice(stream(2, { isDemo: true }));
    expect(screen.queryByRole('link', { name: 'Продлить' })).toBeNull();
    demo.unmount();
    await renderNotice(stream(2, { isOptionalPurchase: true }));
    expect(screen.queryByRole('link', { name: 'Продлить' })).toBeNull();
  });
});
