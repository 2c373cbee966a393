import { waitFor } from '@testing-library/react';
import { ENTRY_SCRIPT } from '../entryScript';

/** What React leaves on an element it has hydrated: the script waits for it. */
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

let removeListeners: () => void;
beforeAll(() => {
  // The script listens on the document for the page's life; the test keeps a way to take it out afterwards.
  const added: Parameters<Document['addEventListener']>[] = [];
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((...args: Parameters<Document['addEventListener']>) => {
    added.push(args);
    add(...args);
  });
  window.eval(ENTRY_SCRIPT);
  jest.restoreAllMocks();
  removeListeners = () => added.forEach((args) => document.removeEventListener(...args));
});
afterAll(() => removeListeners());

beforeEach(() => {
  document.body.innerHTML = `<div id="root"><button id="menu">Menu</button><a id="link" href="#contact">Contact</a>
    <form id="contact" action="#"><input id="name" name="name"><button id="send" type="submit">Send</button></form>
    <form id="search" action="/search"><input name="q"><button id="find" type="submit">Find</button></form></div>
    <button id="outside">Not ours</button>`;
});

const byId = (id: string) => document.getElementById(id)!;

describe('the entry script', () => {
  it('goes into every page without its comments or line breaks', () => {
    expect(ENTRY_SCRIPT).not.toMatch(/\/\*|\*\/|\n/);
  });

  it('holds a tap on a control not hydrated yet and replays it once when React has hydrated it', async () => {
    const clicks = jest.fn();
    byId('menu').addEventListener('click', clicks);
    byId('menu').click();
    byId('menu').click();
    expect(clicks).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.sf-tap-pending')).toHaveLength(1);
    hydrate(byId('menu'));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.sf-tap-pending')).toBeNull();
  });

  it('leaves hydrated controls, links, native forms and controls outside the app alone', () => {
    const menu = hydrate(byId('menu'));
    const seen = jest.fn((event: Event) => event.preventDefault());
    for (const element of [menu, byId('link'), byId('find'), byId('outside')]) element.addEventListener('click', seen);
    for (const element of [menu, byId('link'), byId('find'), byId('outside')]) (element as HTMLElement).click();
    expect(seen).toHaveBeenCalledTimes(4);
    expect(document.querySelector('.sf-tap-pending')).toBeNull();
  });

  it('sends what was typed before hydration to React, then replays the submit once', async () => {
    const name = byId('name') as HTMLInputElement;
    const order: string[] = [];
    const submitted = jest.fn((event: Event) => event.preventDefault());
    name.value = 'Abebe';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    byId('send').click();
    expect(order).toEqual([]);
    // React's render after hydration puts its state's empty value back; the typed text must survive it.
    name.value = '';
    name.addEventListener('input', () => order.push(`input:${name.value}`));
    byId('contact').addEventListener('submit', (event) => {
      order.push('submit');
      submitted(event);
    });
    [name, byId('send'), byId('contact')].forEach(hydrate);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['input:Abebe', 'submit']);
  });
});
