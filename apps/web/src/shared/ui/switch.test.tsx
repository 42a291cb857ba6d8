import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('names the switch by its label alone and describes it once by its description', () => {
    render(
      <Switch label="Label" description="Description" checked={false} onCheckedChange={vi.fn()} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Label' });
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('switch', { description: 'Description' })).toBe(toggle);
    expect(screen.getAllByText('Description')).toHaveLength(1);
  });

  it('has no description without one and toggles from its label', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Label" checked={false} onCheckedChange={onCheckedChange} />);
    expect(screen.getByRole('switch', { name: 'Label' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
    await userEvent.setup().click(screen.getByText('Label'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
