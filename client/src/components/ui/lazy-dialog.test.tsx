import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { lazyDialog, type LazyDialogProps } from './lazy-dialog';

/** Stands in for a dialog with a heavy form. */
function FormDialog({ open, onOpenChange, trigger }: LazyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <DialogTitle>Write a note</DialogTitle>
        <DialogDescription>The real form.</DialogDescription>
        <label>
          Note <input />
        </label>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog module whose download the test finishes by hand. */
function deferredDialog() {
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  const load = vi.fn(() => arrived.then(() => FormDialog));
  const LazyFormDialog = lazyDialog(load, { title: 'Write a note' });
  function Host() {
    const [open, setOpen] = useState(false);
    return <LazyFormDialog open={open} onOpenChange={setOpen} trigger={<Button>New note</Button>} />;
  }
  return { load, finish, Host };
}

describe('lazyDialog', () => {
  it('draws the trigger without loading the dialog, and starts the download when the trigger is pointed at', async () => {
    const { load, Host } = deferredDialog();
    const { user } = renderWithProviders(<Host />);

    expect(screen.getByRole('button', { name: 'New note' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'New note' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on the first click: the title at once while the form loads, then the real form', async () => {
    const { load, finish, Host } = deferredDialog();
    const { user } = renderWithProviders(<Host />);

    await user.click(screen.getByRole('button', { name: 'New note' }));
    const placeholder = screen.getByRole('dialog', { name: 'Write a note' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form');

    finish();
    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Write a note' })).not.toHaveAttribute('aria-busy');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('closes and opens again once loaded, as the dialog itself does', async () => {
    const { finish, Host } = deferredDialog();
    finish();
    const { user } = renderWithProviders(<Host />);

    await user.click(screen.getByRole('button', { name: 'New note' }));
    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New note' }));
    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
  });
});
