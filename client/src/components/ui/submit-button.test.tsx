import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits its form while idle, and shows the pending label, disabled and busy, while pending', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = (pending: boolean) => (
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save Changes
        </SubmitButton>
      </form>
    );
    const { rerender } = render(form(false));
    const idle = screen.getByRole('button', { name: 'Save Changes' });
    expect(idle).toHaveAttribute('type', 'submit');
    expect(idle).toBeEnabled();
    expect(idle).not.toHaveAttribute('aria-busy');
    await userEvent.click(idle);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(form(true));
    const pending = screen.getByRole('button', { name: 'Saving...' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('with keepFocus stays focusable while pending and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const button = (pending: boolean) => (
      <SubmitButton type="button" keepFocus pending={pending} pendingLabel="Joining..." onClick={onClick}>
        Join Session
      </SubmitButton>
    );
    const { rerender } = render(button(false));
    await user.click(screen.getByRole('button', { name: 'Join Session' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(button(true));
    const pending = screen.getByRole('button', { name: 'Joining...' });
    expect(pending).toHaveFocus();
    expect(pending).toBeEnabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
