// Inside a widget, pictures choose renditions for the widget's own column, not the partner's window.
import { screen } from '@testing-library/react';
import { GRID_CARD_SIZES } from '../../components/pictureSizes';
import { StorageImage } from '../../components/StorageImage';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { HostWidth } from '../HostWidth';

function hostOfWidth(width: number): HTMLElement {
  const host = document.createElement('div');
  host.getBoundingClientRect = () => ({ width }) as DOMRect;
  return host;
}

describe('HostWidth', () => {
  it('gives a grid card in a 300 px sidebar the width of one column there, whatever the window', async () => {
    renderWithProviders(
      <HostWidth host={hostOfWidth(300)}>
        <StorageImage path="photos/harvest.jpg" alt="Harvest" width={400} height={300} sizes={GRID_CARD_SIZES} priority />
      </HostWidth>,
    );
    const img = await screen.findByRole('img', { name: 'Harvest' });
    expect(window.innerWidth).toBeGreaterThan(900);
    // One column: 300 - 2 × 20 px padding.
    expect(img).toHaveAttribute('sizes', '260px');
    // The partner's page decides its own priorities.
    expect(img).not.toHaveAttribute('fetchpriority');
  });
});
