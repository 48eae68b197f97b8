import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened from code, the way the signup and waitlist dialogs are, with no Trigger. */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Join B2B Waitlist
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Join Enterprise Waitlist</DialogTitle>
          <DialogDescription>Details</DialogDescription>
          <input aria-label="Company Name" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('returns focus to what opened it, even without a Trigger', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    const opener = screen.getByRole('button', { name: 'Join B2B Waitlist' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Join Enterprise Waitlist' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
