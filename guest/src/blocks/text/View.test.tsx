import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { TextView } from './View.tsx';

describe('TextView', () => {
  it("renders the rich text with Quill's formats", () => {
    const { container } = renderInUi(
      <TextView
        block={guestBlock('text', {
          Text: '<p class="ql-align-center">Hola <strong>mundo</strong></p><ol><li data-list="bullet">uno</li></ol>',
        })}
      />,
    );
    expect(container.querySelector('p.ql-align-center strong')?.textContent).toBe('mundo');
    expect(container.querySelector('li[data-list="bullet"]')?.textContent).toBe('uno');
  });

  it('sanitizes again whatever reaches it: no script, handler, javascript: link or iframe', () => {
    const { container } = renderInUi(
      <TextView
        block={guestBlock('text', {
          Text: '<p onclick="alert(1)">a<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">b</a><iframe src="https://evil.example"></iframe></p>',
        })}
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(container.textContent).toBe('ab');
  });

  it('opens a new-tab link without a way back into the app', () => {
    const { getByRole } = renderInUi(
      <TextView
        block={guestBlock('text', {
          Text: '<p><a href="https://example.com" target="_blank">web</a></p>',
        })}
      />,
    );
    const link = getByRole('link', { name: 'web' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for an empty text', () => {
    const { container } = renderInUi(<TextView block={guestBlock('text', { Text: '' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
