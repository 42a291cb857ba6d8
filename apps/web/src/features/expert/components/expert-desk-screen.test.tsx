import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderDesk } from '../render-desk';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the expert desk for someone who is not an expert', () => {
  it('says the desk is for experts and asks the API nothing', async () => {
    const api = fakeApi({});
    await renderDesk('/expert', { isExpert: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Только для экспертов');
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/home');
    expect(api.requests()).toEqual([]);
  });
});
