import { useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useDetailsOpen, useDetailsSync } from '../useDetailsOpen';

function Disclosure() {
  const { ref, open, setOpen, onToggle } = useDetailsOpen();
  return (
    <>
      <details ref={ref} onToggle={onToggle} suppressHydrationWarning>
        <summary>More</summary>
        <p>Inside</p>
      </details>
      <output>{open ? 'open' : 'closed'}</output>
      <button type="button" onClick={() => setOpen(false)}>
        Close from script
      </button>
    </>
  );
}

const details = () => document.querySelector('details')!;

describe('useDetailsOpen', () => {
  it('never renders the open attribute: the element owns it, closed in the server HTML', () => {
    expect(renderToString(<Disclosure />)).not.toMatch(/<details[^>]*open/);
  });

  it('adopts an open the visitor gave the element before hydration, with no hydration warning', async () => {
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Disclosure />);
    document.body.append(container);
    // A tap before any script ran: the browser opened it natively.
    details().open = true;
    render(<Disclosure />, { container, hydrate: true });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('open'));
    expect(details().open).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('follows the element when the visitor toggles it, and writes a change made by script to it', async () => {
    const user = userEvent.setup();
    render(<Disclosure />);
    await user.click(screen.getByText('More'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('open'));
    expect(screen.getByText('Inside')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close from script' }));
    expect(details().open).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('closed');
    expect(screen.getByText('Inside')).not.toBeVisible();
  });
});

function Pair() {
  // The parent holds which one is open: opening one closes the other.
  const [openOne, setOpenOne] = useState<'a' | 'b' | null>(null);
  return (
    <>
      <Controlled label="A" open={openOne === 'a'} onOpenChange={(open) => setOpenOne(open ? 'a' : null)} />
      <Controlled label="B" open={openOne === 'b'} onOpenChange={(open) => setOpenOne(open ? 'b' : null)} />
    </>
  );
}

function Controlled({ label, open, onOpenChange }: { label: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { onToggle } = useDetailsSync(ref, open, onOpenChange);
  return (
    <details ref={ref} onToggle={onToggle} aria-label={label}>
      <summary>{label}</summary>
    </details>
  );
}

describe('useDetailsSync', () => {
  it("reports the visitor's toggles to the state's owner and writes the owner's state to every element", async () => {
    const user = userEvent.setup();
    render(<Pair />);
    const [a, b] = [...document.querySelectorAll('details')] as HTMLDetailsElement[];
    const toggles: Event[] = [];
    document.addEventListener('toggle', (event) => toggles.push(event), true);
    await user.click(screen.getByText('A'));
    await waitFor(() => expect(a!.open).toBe(true));
    await user.click(screen.getByText('B'));
    await waitFor(() => expect(b!.open).toBe(true));
    // The owner closed A when B opened; the toggle events that follow (A opened, B opened, A closed) do not reopen it.
    await waitFor(() => expect(toggles).toHaveLength(3));
    expect(a!.open).toBe(false);
    expect(b!.open).toBe(true);
  });
});
