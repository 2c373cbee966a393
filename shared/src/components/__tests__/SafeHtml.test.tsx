import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '../SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting but removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml('<p>Grade <strong>1</strong></p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">x</a>');
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
