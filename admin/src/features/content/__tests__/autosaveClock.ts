// Autosave's clock in tests: jest's fake timers (still moving with real time, so the network and React go on), moved
// on by AUTOSAVE_DELAY_MS at will. Nothing waits for real seconds. Call it once the screen has loaded.
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTOSAVE_DELAY_MS } from '../AutoSave';

export function takeTheClock() {
  jest.useFakeTimers({ advanceTimers: true });
  return {
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    waitTheDelay: () => act(async () => void (await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS))),
  };
}
