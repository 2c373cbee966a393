import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ImageGallery } from '../ImageGallery';

describe('ImageGallery', () => {
  it('shows the first image, and a thumbnail swaps the main image', async () => {
    renderWithProviders(<ImageGallery images={['p/banner.svg', 'p/a.svg', 'p/banner.svg']} alt="Guji coffee" sizes="50vw" />);
    const main = screen.getByRole('img', { name: 'Guji coffee' });
    expect(main).toHaveAttribute('src', 'http://api.test/storage/p/banner.svg');
    const thumbs = screen.getAllByRole('button', { name: /Show picture/ });
    expect(thumbs).toHaveLength(2);
    await userEvent.click(thumbs[1]!);
    expect(screen.getByRole('img', { name: 'Guji coffee' })).toHaveAttribute('src', 'http://api.test/storage/p/a.svg');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows nothing without images', () => {
    const { container } = renderWithProviders(<ImageGallery images={[]} alt="none" sizes="50vw" />);
    expect(container).toBeEmptyDOMElement();
  });
});
