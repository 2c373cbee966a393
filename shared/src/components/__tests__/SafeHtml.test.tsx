import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '../SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting but removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p>Grade <strong>1</strong></p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">x</a>',
    );
    expect(clean).toContain('<p>Grade <strong>1</strong></p>');
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
  });

  it('renders sanitised HTML and never runs what it removed', () => {
    const { container } = render(<SafeHtml html={'<p>Sidamo</p><img src="x" onerror="window.__pwned = true">'} />);
    expect(container.querySelector('p')).toHaveTextContent('Sidamo');
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('treats missing HTML as empty', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});

describe('sanitizeHtml, kept', () => {
  it('gives the same clean HTML again without sanitising the same input twice', () => {
    const input = `<p>Kept ${Math.random()}</p><img src="x" onerror="window.hacked=1">`;
    const first = sanitizeHtml(input);
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    expect(sanitizeHtml(input)).toBe(first);
    expect(parse).not.toHaveBeenCalled();
    // A different input is sanitised (and cleaned) in its own right.
    expect(sanitizeHtml(`${input}<script>x()</script>`)).not.toMatch(/script|onerror/);
    expect(parse).toHaveBeenCalled();
    parse.mockRestore();
  });

  it('keeps at most 500 inputs, oldest out, and stays correct past that', () => {
    const inputs = Array.from({ length: 600 }, (_, index) => `<p onclick="x()">n${index}</p>`);
    for (const input of inputs) expect(sanitizeHtml(input)).toBe(`<p>n${inputs.indexOf(input)}</p>`);
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    expect(sanitizeHtml(inputs[599])).toBe('<p>n599</p>');
    expect(parse).not.toHaveBeenCalled();
    expect(sanitizeHtml(inputs[0])).toBe('<p>n0</p>');
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});
