import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { TimeAgo } from '../TimeAgo';

it('hydrates a page kept from earlier (another "ago") without a mismatch, then says the time now', async () => {
  const date = new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString();
  const container = document.createElement('div');
  // As the rendering server (no document there) kept it an hour ago.
  container.innerHTML = `<time dateTime="${date}">2 hours ago</time>`;
  expect(container.textContent).toBe('2 hours ago');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <TimeAgo date={date} />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('time')?.getAttribute('datetime')).toBe(date);
  expect(container.textContent).toBe('3 hours ago');
});
